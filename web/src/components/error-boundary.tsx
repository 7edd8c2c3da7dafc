import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; title?: string };
type State = { error: Error | null };

/** Keeps a failing part (a wizard step, the preview) from taking the whole page down. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" title={this.props.title ?? 'Váratlan hiba történt'} role="alert">
        <Stack gap="xs">
          <Text size="sm">Ez a rész most nem jeleníthető meg. Próbálja újra, vagy frissítse az oldalt.</Text>
          <Text size="xs" c="dimmed">
            {this.state.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => this.setState({ error: null })}>
            Újrapróbálom
          </Button>
        </Stack>
      </Alert>
    );
  }
}
