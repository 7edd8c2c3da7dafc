import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with its error told to assistive technology: the library marks its inner input only with
 * `data-invalid`, so a screen reader did not hear it invalid, and the focus to a form's first invalid field
 * (`[aria-invalid="true"]`, decision 072) passed it by.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
