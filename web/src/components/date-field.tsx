import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState, type FocusEvent, type InputEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A date field whose calendar does not open just because the field got the focus. Mantine's DateInput opens it on
 * focus, and the focus comes to a field from code too: a refused form leads to its first invalid field, a finding's
 * link to the field it names. There the open calendar covered the field's error text under it. The calendar opens
 * when the field is clicked, when a date is typed into it, or on ArrowDown (Alt+ArrowDown); Escape closes it, as
 * before, and ArrowDown opens it again. The error text stays under the field and stays its accessible description.
 * In a dialog, Escape with the calendar open closes the calendar only: Mantine's Modal closes itself on any Escape
 * (a window listener, capture phase) unless the key's target carries `data-mantine-stop-propagation`, and without it
 * the person's whole dialog closed with everything typed into it.
 */
export function DateField({ popoverProps, onFocus, onClick, onKeyDown, onInput, ...props }: DateInputProps) {
  // Mantine keeps its own open state (closed on blur, Escape, a chosen day or a click outside); this only holds the
  // calendar shut after a focus until the user asks for it.
  const [heldShut, setHeldShut] = useState(true);
  const [calendarShown, setCalendarShown] = useState(false);
  const trackedPopoverProps = {
    ...popoverProps,
    onOpen: () => {
      setCalendarShown(true);
      popoverProps?.onOpen?.();
    },
    onClose: () => {
      setCalendarShown(false);
      popoverProps?.onClose?.();
    },
  };
  return (
    <DateInput
      {...props}
      data-mantine-stop-propagation={calendarShown ? 'true' : undefined}
      popoverProps={heldShut ? { ...trackedPopoverProps, opened: false } : trackedPopoverProps}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setHeldShut(true);
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        setHeldShut(false);
        onClick?.(event);
      }}
      onInput={(event: InputEvent<HTMLInputElement>) => {
        setHeldShut(false);
        onInput?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        // Besides on focus, Mantine opens its calendar only on a click or on typing: ArrowDown asks for it as a click
        // would, after Escape too.
        if (event.key === 'ArrowDown' && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    />
  );
}
