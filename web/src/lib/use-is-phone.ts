import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's `sm` breakpoint (768 px): where the side menu collapses and wide tables are laid out narrower. */
export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`not all and (min-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}
