/** How the time of day is written in the app, whatever the browser's language: 24-hour, hours and minutes. */
export const TIME_OF_DAY_PLACEHOLDER = 'óó:pp';
export const TIME_OF_DAY_DESCRIPTION = '24 órás formában, óó:pp (például 09:30 vagy 14:00)';
export const INVALID_TIME_OF_DAY =
  'Az időpontot 24 órás formában, óó:pp alakban adja meg (például 09:30 vagy 14:00); az óra 0 és 23, a perc 0 és 59 közötti szám lehet.';

// Hours, then the minutes after a colon, a full stop or a space, or straight after the hours ("930", "1430").
const TIME = /^(\d{1,2})(?:\s*[:.\s]\s*(\d{2})|(\d{2}))?$/;

/**
 * A time of day as the documents state it, `HH:MM` (24-hour, two digits each), from what was typed: `9:30`, `9.30`,
 * `930`, `0930` and `9` are read as 09:30 and 09:00; an empty text stays empty. Null for anything else, an hour
 * past 23 or a minute past 59 included.
 */
export function normaliseTimeOfDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = TIME.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
