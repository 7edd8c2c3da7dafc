import { Stack, Tabs, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isSiteAdmin, useUser } from '../../../api/user.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';

const TABS = [
  { value: paths.tool.adminStats, label: 'Statisztikák' },
  { value: paths.tool.adminUsers, label: 'Felhasználók' },
  { value: paths.tool.adminBeta, label: 'Béta' },
] as const;

/** /tool/admin: only site admins; others go back to the dashboard. */
export function AdminLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user.data) return <PageLoader />;
  if (!isSiteAdmin(user.data)) return <Navigate to={paths.tool.dashboard} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>Admin</Title>
      <Tabs value={pathname} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
