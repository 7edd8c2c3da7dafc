import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The Cégdok word mark, linking to the given page. */
export function BrandLogo({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
          <Text fw={800} size="sm">
            Cd
          </Text>
        </ThemeIcon>
        <Text fw={800} size="lg">
          Cégdok
        </Text>
      </Group>
    </Anchor>
  );
}
