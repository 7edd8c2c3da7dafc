import type { Warning } from '@cegdok/engine';
import { Alert, List, Stack } from '@mantine/core';

function WarningBox({ title, color, warnings }: { title: string; color: string; warnings: Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color={color} title={title} role="status">
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={`${warning.code}-${warning.path ?? ''}-${warning.message}`}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The engine's consistency findings: errors in red, warnings in yellow. */
export function ConsistencyWarnings({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Stack gap="sm">
      <WarningBox title="Hiba" color="red" warnings={warnings.filter((warning) => warning.severity === 'error')} />
      <WarningBox
        title="Figyelmeztetés"
        color="yellow"
        warnings={warnings.filter((warning) => warning.severity !== 'error')}
      />
    </Stack>
  );
}
