import { Alert, Text } from '@mantine/core';

export const LEGAL_ERRORS_BANNER =
  'A dokumentumok a jogszabályba ütköző hibák javításáig nem hozhatók létre; az előnézet csak tájékoztató jellegű.';

/** Above a preview of a request with legal errors: it still renders, but cannot be generated. */
export function LegalErrorsBanner({ errorCount, whereToFix }: { errorCount: number; whereToFix?: string }) {
  if (errorCount === 0) return null;
  return (
    <Alert color="red" variant="filled" role="alert" title={`${errorCount} jogszabályba ütköző hiba`}>
      <Text size="sm">{LEGAL_ERRORS_BANNER}</Text>
      {/* What to do next: where the errors are listed with their links to the fields. */}
      {whereToFix && <Text size="sm">{whereToFix}</Text>}
    </Alert>
  );
}
