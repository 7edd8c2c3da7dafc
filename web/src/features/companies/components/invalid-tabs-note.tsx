import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { EditorTab } from '../rules/warnings-for-tab.ts';

type Props = { tabs: { value: EditorTab; label: string }[]; onOpen: (tab: EditorTab) => void };

/**
 * Beside a submit disabled by the form's rules: the other tabs that hold a field to fix, each a button that opens its
 * tab there; without it a disabled button on one tab gave no hint of a missing value on another.
 */
export function InvalidTabsNote({ tabs, onOpen }: Props) {
  if (tabs.length === 0) return null;
  return (
    <Text size="sm" c="red.8" ta="right">
      {tabs.length === 1 ? 'Javítandó adat a következő fülön: ' : 'Javítandó adat a következő füleken: '}
      {tabs.map((tab, index) => (
        <Fragment key={tab.value}>
          {index > 0 && ', '}
          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(tab.value)}>
            {tab.label}
          </Anchor>
        </Fragment>
      ))}
      .
    </Text>
  );
}
