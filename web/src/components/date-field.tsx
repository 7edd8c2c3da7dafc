import { FIRST_YEAR, LAST_YEAR } from '@cegdok/engine';
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
const TYPED_DATE = /^\s*(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?\s*$/;

/**
 * A typed date, once it is whole: year (four digits), month and day, separated by dots, hyphens or slashes (`2026. 11.
 * 27.`, `2026-11-27`), a real day in the years a request takes (`FIRST_YEAR`–`LAST_YEAR`, the engine's schema);
 * `YYYY-MM-DD`, or null while it is not. Mantine's own parser read every keystroke as a date (`2` as 2001-02-01,
 * `202` as 0202-01-01), so a date being typed went into the form, the live checks and the preview as a day of another
 * century, and such a year stopped the wizard's checks with an error that took the whole page.
 */
export function parseTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number(year) >= FIRST_YEAR &&
    Number(year) <= LAST_YEAR &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === iso
    ? iso
    : null;
}

/**
 * The clear button's name with the field's label („Dátum törlése: Pénzbeli betét befizetési határideje”): a member's
 * card has two dates, the editor a dozen, and a screen reader's list of buttons read one bare „Dátum törlése” each.
 */
export function clearButtonLabel(label: DateInputProps['label']): string {
  return typeof label === 'string' && label.trim() !== '' ? `Dátum törlése: ${label.trim()}` : 'Dátum törlése';
}

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
      dateParser={parseTypedDate}
      {...props}
      clearButtonProps={{ 'aria-label': clearButtonLabel(props.label), ...props.clearButtonProps }}
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
