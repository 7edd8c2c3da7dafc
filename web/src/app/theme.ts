import {
  createTheme,
  DEFAULT_THEME,
  type ActionIconProps,
  type ButtonProps,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { formatCalendarDay } from '../lib/format-date-time.ts';

/** Mantine's palette with shades 6–9 darkened so that white or light text on them stays at least 4.5:1 (WCAG AA). */
function darkened(name: 'green' | 'yellow' | 'orange' | 'red', dark: [string, string, string, string]) {
  return [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;
}

/** The smallest target WCAG 2.2 AA allows (2.5.8), in rem at Mantine's scale. */
export const MINIMUM_TARGET = 'calc(1.5rem * var(--mantine-scale))';

/** Mantine's sizes drawn below 24 px: compact-xs buttons (22 px), xs and sm icon and close buttons (18 and 22 px). */
const SMALLER_THAN_TARGET = new Set(['compact-xs', 'xs', 'sm']);

function minimumTarget(variable: string, size: unknown) {
  return { root: typeof size === 'string' && SMALLER_THAN_TARGET.has(size) ? { [variable]: MINIMUM_TARGET } : {} };
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled buttons and badges use shade 8: white on indigo-8 is 5.7:1 (shade 6 was 4.3:1).
  primaryShade: 8,
  colors: {
    green: darkened('green', ['#237a36', '#1f6f31', '#1b632b', '#175525']),
    yellow: darkened('yellow', ['#8a5a00', '#7a5000', '#6b4600', '#5c3c00']),
    orange: darkened('orange', ['#b4490a', '#a04109', '#8c3908', '#783107']),
    red: darkened('red', ['#d92626', '#c92a2a', '#b02525', '#962020']),
  },
  // Icon-only buttons that Mantine draws get a Hungarian accessible name.
  components: {
    // No control smaller than 24 × 24 CSS px (WCAG 2.2 2.5.8, decision 112): Mantine's compact-xs buttons (the
    // download buttons of the lists), the small icon buttons (× beside a listed activity or address) and the small
    // close buttons (a date field's „Dátum törlése”) were 22 px.
    Button: { vars: (_theme: MantineTheme, props: ButtonProps) => minimumTarget('--button-height', props.size) },
    ActionIcon: { vars: (_theme: MantineTheme, props: ActionIconProps) => minimumTarget('--ai-size', props.size) },
    CloseButton: { vars: (_theme: MantineTheme, props: CloseButtonProps) => minimumTarget('--cb-size', props.size) },
    // an input's clear button is a CloseButton styled under this name
    InputClearButton: {
      vars: (_theme: MantineTheme, props: CloseButtonProps) => minimumTarget('--cb-size', props.size),
    },
    // A dialog's head (its title and ×) is a <header>: inside the dialog it read as a second banner landmark beside
    // the page's own (axe: landmark-no-duplicate-banner, landmark-unique in every open dialog).
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Bezárás' }, attributes: { header: { role: 'none' } } },
    },
    Alert: { defaultProps: { closeButtonLabel: 'Bezárás' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Értesítés bezárása' } } },
    // Links inside text are underlined, not told apart by colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    // By name only: importing @mantine/dates here would load it on the landing page too.
    // The calendar's month, year and decade arrows have no text of their own; its days and month read in Hungarian
    // order ("2026. november 10.", "2026. november"), not Mantine's "10 november 2026".
    DateInput: {
      defaultProps: {
        clearButtonProps: { 'aria-label': 'Dátum törlése' },
        getDayAriaLabel: formatCalendarDay,
        monthLabelFormat: 'YYYY. MMMM',
        ariaLabels: {
          previousMonth: 'Előző hónap',
          nextMonth: 'Következő hónap',
          previousYear: 'Előző év',
          nextYear: 'Következő év',
          previousDecade: 'Előző évtized',
          nextDecade: 'Következő évtized',
        },
      },
    },
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
});

/**
 * Dimmed text and placeholders dark enough to read (gray-6 was 3.3:1 on white). A light indigo button under the
 * pointer keeps its text readable: indigo-9 on Mantine's hover background (indigo-2) was 4.1:1, on this one 4.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-indigo-light-hover': '#c9d5ff',
  },
  dark: {},
});
