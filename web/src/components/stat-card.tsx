import { Card, Text } from '@mantine/core';

/** One figure on the dashboard. */
export function StatCard({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={800} mt={4} aria-label={label}>
        {value ?? '–'}
      </Text>
    </Card>
  );
}
