import { Outlet } from 'react-router-dom';
import { useFocusKeptOnNavigation } from '../../components/use-focus-kept-on-navigation.ts';

/**
 * The standalone account pages (login, registration, password reset, logout): each draws its own frame (AuthShell),
 * and a link from one to another keeps the focus in sight as in the other layouts.
 */
export function AccountLayout() {
  useFocusKeptOnNavigation();
  return <Outlet />;
}
