import { Box, Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import classes from './document-pager.module.css';

type Props = {
  /** 0-based index of the document shown. */
  index: number;
  count: number;
  title: string | undefined;
  onChange: (index: number) => void;
};

/**
 * "Előző" / "Következő" around the shown document's title and its place in the set ("Dokumentum 2 / 6"). The title is
 * a polite live region, so a keyboard user hears which document is shown; a button that the move disables (the first
 * or the last document reached) hands the focus to the other one, so it does not fall to the page's body.
 */
export function DocumentPager({ index, count, title, onChange }: Props) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  function move(target: number) {
    onChange(target);
    // once drawn: with two documents the other button is enabled only by the move
    const other = target === 0 ? next : target === count - 1 ? previous : null;
    if (other) setTimeout(() => other.current?.focus());
  }
  return (
    <Box className={classes.pager}>
      <Button
        ref={previous}
        className={classes.previous}
        variant="light"
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        Előző
      </Button>
      <Stack className={classes.title} gap={0} align="center" aria-live="polite" aria-atomic="true">
        <Text fw={600} ta="center">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          Dokumentum {index + 1} / {count}
        </Text>
      </Stack>
      <Button
        ref={next}
        className={classes.next}
        variant="light"
        disabled={index >= count - 1}
        onClick={() => move(index + 1)}
      >
        Következő
      </Button>
    </Box>
  );
}
