import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';

export type DocumentPreviewFrameProps = {
  title: string;
  html?: string | null;
  isLoading?: boolean;
  /** Shown in red instead of the document. */
  error?: string | null;
  onBack?: () => void;
  height?: number | string;
};

/**
 * One rendered document in a sandboxed iframe (no scripts, no same-origin access), with its
 * loading and error states.
 */
export function DocumentPreviewFrame({
  title,
  html,
  isLoading,
  error,
  onBack,
  height = 720,
}: DocumentPreviewFrameProps) {
  if (error)
    return (
      <Alert color="red" role="alert">
        <Stack gap="sm">
          <Text c="red" size="sm">
            {error}
          </Text>
          {onBack && (
            <Button variant="light" color="red" size="xs" w="fit-content" onClick={onBack}>
              Vissza
            </Button>
          )}
        </Stack>
      </Alert>
    );
  return (
    <Box
      pos="relative"
      h={height}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
      bg="gray.1"
    >
      {isLoading && (
        <Center pos="absolute" inset={0} style={{ zIndex: 1 }} role="status" aria-label="Az előnézet betöltése">
          <Loader />
        </Center>
      )}
      {html && (
        <iframe
          title={title}
          sandbox=""
          srcDoc={html}
          style={{ width: '100%', height: '100%', border: 0, background: 'white' }}
        />
      )}
    </Box>
  );
}
