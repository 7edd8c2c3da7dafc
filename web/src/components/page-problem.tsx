import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFocusOnEntry } from './use-focus-on-entry.ts';

type Props = {
  /** The page's own heading (h1), when the page has one above the problem. */
  pageTitle?: string;
  /** What went wrong, as a heading: it takes the focus when the page is shown. */
  title: string;
  /** What happened and what the lawyer can do next. */
  children: ReactNode;
  /** The way on: a link to the page from which the lawyer can go on. */
  back: { to: string; label: string };
  /** A load that failed can be tried again. */
  onRetry?: () => void;
};

/**
 * A page that cannot be shown (an unknown id, a failed load): its heading takes the focus on entry, as a step's
 * heading does, so a screen reader announces the problem and the next Tab reaches the way on, not the skip link.
 */
export function PageProblem({ pageTitle, title, children, back, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // not from the main region or a control in it: a dialog closing with its page (a company just deleted) put the
  // focus there, and this page is about to be left
  useFocusOnEntry(heading, [title]);
  return (
    <Stack>
      {pageTitle && <Title order={1}>{pageTitle}</Title>}
      {/* Not an alert as well: the focused heading announces the problem once. */}
      <Alert color="red" variant="light" role="group">
        <Stack gap="sm" align="flex-start">
          <Title order={pageTitle ? 2 : 1} size="h4" ref={heading} tabIndex={-1}>
            {title}
          </Title>
          <Text size="sm">{children}</Text>
          <Group gap="sm">
            {onRetry && (
              <Button variant="light" color="red" onClick={onRetry}>
                Újrapróbálás
              </Button>
            )}
            <Button component={Link} to={back.to} variant={onRetry ? 'default' : 'light'}>
              {back.label}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
