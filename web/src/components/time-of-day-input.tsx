import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { normaliseTimeOfDay, TIME_OF_DAY_DESCRIPTION, TIME_OF_DAY_PLACEHOLDER } from '../lib/time-of-day.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value?: string;
  /** The text as typed; on leaving the field, a readable time as `HH:MM`. */
  onChange?: (value: string) => void;
};

/**
 * A time of day, always 24-hour `óó:pp`: a text field, not the browser's `type="time"`, which follows the browser's
 * language (AM/PM in English). Digits only on a phone's keypad; `9:30`, `9.30` or `930` become `09:30` on leaving
 * the field, and the form's validation says in Hungarian what else is wrong.
 */
export function TimeOfDayInput({ value, onChange, onBlur, description = TIME_OF_DAY_DESCRIPTION, ...props }: Props) {
  function normalise(event: FocusEvent<HTMLInputElement>) {
    const normalised = normaliseTimeOfDay(event.currentTarget.value);
    if (normalised !== null && normalised !== event.currentTarget.value) onChange?.(normalised);
    onBlur?.(event);
  }
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={8}
      placeholder={TIME_OF_DAY_PLACEHOLDER}
      description={description}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={normalise}
    />
  );
}
