import { Box, Button, Stack, Text } from '@mantine/core';
import classes from './document-pager.module.css';

type Props = {
  /** 0-based index of the document shown. */
  index: number;
  count: number;
  title: string | undefined;
  onChange: (index: number) => void;
};

/** "Előző" / "Következő" around the shown document's title and its place in the set ("Dokumentum 2 / 6"). */
export function DocumentPager({ index, count, title, onChange }: Props) {
  return (
    <Box className={classes.pager}>
      <Button className={classes.previous} variant="light" disabled={index === 0} onClick={() => onChange(index - 1)}>
        Előző
      </Button>
      <Stack className={classes.title} gap={0} align="center">
        <Text fw={600} ta="center">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          Dokumentum {index + 1} / {count}
        </Text>
      </Stack>
      <Button
        className={classes.next}
        variant="light"
        disabled={index >= count - 1}
        onClick={() => onChange(index + 1)}
      >
        Következő
      </Button>
    </Box>
  );
}
