import { formatDate } from './format-date.ts';
import { addCalendarDays, nextWorkingDayFrom, type NonWorkingDay } from './non-working-days.ts';

/**
 * A filing deadline to the registry court (decision 029): 30 days from its start, the start day not counted (Pp. 146.
 * § (3)); a last day on a non-working day moves to the next working day (Pp. 146. § (5), applied to the cégeljárás by
 * Ctv. 32. § (1); Ptk. 8:3. § (3) says the same for civil-law deadlines). The judicial recess does not extend it
 * (Nptv. 1. § (7) b)). The change's deadline starts at the decision (Ctv. 50. § (5)), the formation's at the articles'
 * countersignature (Ptk. 3:100. § (1); `formationFilingDeadline`).
 */
export type FilingDeadline = {
  /** The 30th (or the `days`th) day after the start. */
  thirtiethDay: string;
  /** The day the deadline runs out: the 30th day, or the next working day after it. */
  lastDay: string;
  /** The non-working days passed over, from the 30th day on; empty when the 30th day is a working day. */
  skipped: NonWorkingDay[];
  /**
   * Why the deadline moved, as a sentence for the lawyer; null when it did not move.
   * `Pp. 146. § (5)` is cited with `Ctv. 32. § (1)`, which applies the Pp. in the registration procedure.
   */
  movedBecause: string | null;
  /** What the engine cannot know and the lawyer checks (a decree on working days, December 24); null when nothing. */
  caveat: string | null;
};

const DAYS = 30;

/** `szombat`, `vasárnap (húsvétvasárnap)`, `munkaszüneti nap (húsvéthétfő)`. */
function describe(day: NonWorkingDay): string {
  const name = day.name === undefined ? '' : ` (${day.name})`;
  if (day.kind === 'SZOMBAT') return 'szombat';
  if (day.kind === 'VASARNAP') return `vasárnap${name}`;
  return `munkaszüneti nap${name}`;
}

function caveatOf(lastDay: string, skipped: readonly NonWorkingDay[]): string | null {
  const sentences: string[] = [];
  // a Saturday passed over may be a working day by the yearly decree: then the deadline ran out on it
  const saturday = skipped.find((day) => day.kind === 'SZOMBAT');
  if (saturday !== undefined)
    sentences.push(
      `Ha a munkaszüneti napok miatti munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) ${formatDate(saturday.date)} napját munkanappá teszi, a határidő már ezen a napon lejár; a program e rendeletet nem ismeri, ezért ez ellenőrizendő.`,
    );
  // December 24 is no public holiday (Mt. 102. § (1)), but the decree has often made it a rest day
  if (lastDay.endsWith('-12-24'))
    sentences.push(
      `A határidő utolsó napja, ${formatDate(lastDay)}, az Mt. 102. § (1) bekezdése szerint nem munkaszüneti nap; ha a munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) az adott évben pihenőnappá teszi, ellenőrizendő, hogy a határidő a következő munkanapon jár-e le. A program e rendeletet nem ismeri; a kérelem december 24-ig benyújtva mindenképpen határidőben van.`,
    );
  return sentences.length === 0 ? null : sentences.join(' ');
}

/**
 * The filing deadline 30 days (or `days`: 180 for an address renamed by the state, Ctv. 53. § (1)) from `start`
 * (`YYYY-MM-DD`), moved off a non-working day, with the notes. `countedFrom` names the start as the sentence opens with
 * it: `A döntéstől` (a change), `Az ellenjegyzéstől` (a formation).
 */
export function filingDeadlineFrom(start: string, countedFrom: string, days = DAYS): FilingDeadline {
  const thirtiethDay = addCalendarDays(start, days);
  const { date: lastDay, skipped } = nextWorkingDayFrom(thirtiethDay);
  const first = skipped[0];
  return {
    thirtiethDay,
    lastDay,
    skipped,
    movedBecause:
      first === undefined
        ? null
        : `${countedFrom} számított ${days}. nap (${formatDate(thirtiethDay)}) ${describe(first)}, ezért a határidő a következő munkanapon, ${formatDate(lastDay)} napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).`,
    caveat: caveatOf(lastDay, skipped),
  };
}

/** The whole note on the deadline (why it moved, what to check), or null: for the change summary of the web. */
export function filingDeadlineNote(deadline: FilingDeadline): string | null {
  const parts = [deadline.movedBecause, deadline.caveat].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' ');
}
