import { Table, type TableScrollContainerProps } from '@mantine/core';

type TableRegionProps = Omit<TableScrollContainerProps, 'type' | 'tabIndex' | 'role' | 'aria-label'> & {
  /** What the region holds, as a screen reader announces it: „A személyek táblázata”. */
  label: string;
};

/**
 * A table that may scroll sideways (on a phone) in a named region the keyboard reaches and scrolls with the arrow
 * keys. Every table of the app sits in one: Mantine's scroll area made each a Tab stop without a name (found by the
 * keyboard walks on the persons' list, then on every page with a table).
 */
export function TableRegion({ label, ...props }: TableRegionProps) {
  return <Table.ScrollContainer {...props} type="native" tabIndex={0} role="region" aria-label={label} />;
}
