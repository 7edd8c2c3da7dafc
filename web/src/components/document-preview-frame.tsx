import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/** The width the document is laid out at: an A4 sheet (210 mm, 794 px) with its grey margin and a scrollbar. */
export const A4_FRAME_WIDTH = 840;

export type DocumentPreviewFrameProps = {
  title: string;
  html?: string | null;
  isLoading?: boolean;
  /** Shown in red instead of the document. */
  error?: string | null;
  onBack?: () => void;
  /** Asks for the document again: the error of a busy server or a lost connection says to try again. */
  onRetry?: () => void;
  height?: number | string;
};

/**
 * The document with its body in the Tab order: a sandboxed frame without a focusable element is skipped by the Tab
 * key, so a keyboard user could never scroll past the first page; with the body focused the arrow keys, Page Down
 * and Space scroll it. A fragment without its own `<body>` is left as it is.
 */
export function withFocusableBody(html: string): string {
  return html.replace(/<body(?=[\s>])/i, '<body tabindex="0"');
}

/**
 * One rendered document in a sandboxed iframe (no scripts, no same-origin access), with its
 * loading and error states. The document is laid out at A4 width and scaled down to the space
 * there is, so no part of the sheet is cut off on a narrow screen or in a side panel.
 */
export function DocumentPreviewFrame({
  title,
  html,
  isLoading,
  error,
  onBack,
  onRetry,
  height = 720,
}: DocumentPreviewFrameProps) {
  const { ref, width, height: boxHeight } = useElementSize();
  if (error)
    return (
      <Alert color="red" role="alert">
        <Stack gap="sm">
          {/* A refusal names each legal error on a line of its own. */}
          <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
            {error}
          </Text>
          <Group gap="xs">
            {onRetry && (
              <Button color="red" size="xs" onClick={onRetry}>
                Újrapróbálás
              </Button>
            )}
            {onBack && (
              <Button variant="light" color="red" size="xs" w="fit-content" onClick={onBack}>
                Vissza
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  const scale = width > 0 ? Math.min(1, width / A4_FRAME_WIDTH) : 1;
  return (
    <Box
      pos="relative"
      h={height}
      className="document-frame"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
      bg="gray.1"
    >
      {isLoading && (
        <Center pos="absolute" inset={0} style={{ zIndex: 1 }} role="status" aria-label="Az előnézet betöltése">
          <Loader />
        </Center>
      )}
      {/* Measured inside the border, so the scaled sheet fits to the pixel. */}
      <Box ref={ref} pos="absolute" inset={0}>
        {html && (
          <iframe
            title={title}
            sandbox=""
            srcDoc={withFocusableBody(html)}
            style={{
              width: scale < 1 ? A4_FRAME_WIDTH : '100%',
              height: scale < 1 && boxHeight > 0 ? boxHeight / scale : '100%',
              transform: scale < 1 ? `scale(${scale})` : undefined,
              transformOrigin: 'top left',
              border: 0,
              background: 'white',
            }}
          />
        )}
      </Box>
    </Box>
  );
}
