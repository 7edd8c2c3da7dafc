import { Alert, type AlertProps } from '@mantine/core';

/** Stable, so that a later render does not take the focus back from where the user moved it. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

type FailureAlertProps = AlertProps & {
  /** When the failed request was sent (the mutation's `submittedAt`): a new failure is focused again. */
  attempt: number;
};

/**
 * A failed submit's message, focused as it is shown: the pressed button was disabled while it loaded, so the focus
 * had fallen to the page's body, and at phone width the message at the form's head was out of sight. The next Tab
 * goes on from the message, inside the form or dialog.
 */
export function FailureAlert({ attempt, children, ...props }: FailureAlertProps) {
  return (
    <Alert key={attempt} color="red" role="alert" tabIndex={-1} ref={focusOnMount} {...props}>
      {children}
    </Alert>
  );
}
