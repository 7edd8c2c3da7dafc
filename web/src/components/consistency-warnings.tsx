import type { Warning } from '@cegdok/engine';
import { Alert, List, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A finding's link to its field, under its message (the wizard's summary); none where it has no field. The links read
 * alike, so each is described by its finding (`describedBy`, the message's id).
 */
export type WarningLink = (warning: Warning, describedBy: string) => ReactNode;

function WarningBox({
  title,
  color,
  warnings,
  linkOf,
}: {
  title: string;
  color: string;
  warnings: Warning[];
  linkOf: WarningLink | undefined;
}) {
  const id = useId();
  if (warnings.length === 0) return null;
  return (
    <Alert color={color} title={title} role="status">
      <List size="sm" spacing={4}>
        {warnings.map((warning, index) => {
          const link = linkOf?.(warning, `${id}-${index}`);
          return (
            <List.Item key={`${warning.code}-${warning.path ?? ''}-${warning.message}`}>
              {link ? (
                <Stack gap={2} align="flex-start">
                  <span id={`${id}-${index}`}>{warning.message}</span>
                  {link}
                </Stack>
              ) : (
                warning.message
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/** The engine's consistency findings: errors in red, warnings in yellow; with `linkOf`, each with its field's link. */
export function ConsistencyWarnings({ warnings, linkOf }: { warnings: Warning[]; linkOf?: WarningLink }) {
  if (warnings.length === 0) return null;
  return (
    <Stack gap="sm">
      <WarningBox
        title="Hiba"
        color="red"
        warnings={warnings.filter((warning) => warning.severity === 'error')}
        linkOf={linkOf}
      />
      <WarningBox
        title="Figyelmeztetés"
        color="yellow"
        warnings={warnings.filter((warning) => warning.severity !== 'error')}
        linkOf={linkOf}
      />
    </Stack>
  );
}
