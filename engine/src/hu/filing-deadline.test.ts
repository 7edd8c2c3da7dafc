import { describe, expect, it } from 'vitest';
import { filingDeadlineFrom, filingDeadlineNote } from './filing-deadline.ts';

/** A change's deadline: 30 days from the decision (Ctv. 50. § (5)). */
const filingDeadlineOf = (decision: string) => filingDeadlineFrom(decision, 'A döntéstől');

/** The text with ordinary spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('filingDeadlineFrom a decision (Ctv. 50. § (5), Pp. 146. § (3) and (5); decision 029)', () => {
  it('keeps a 30th day that is a working day, without a note', () => {
    const deadline = filingDeadlineOf('2026-11-10');
    expect(deadline).toEqual({
      thirtiethDay: '2026-12-10',
      lastDay: '2026-12-10',
      skipped: [],
      movedBecause: null,
      caveat: null,
    });
    expect(filingDeadlineNote(deadline)).toBeNull();
  });

  it('moves a Sunday to the Monday and says why', () => {
    const deadline = filingDeadlineOf('2026-11-20');
    expect(deadline.lastDay).toBe('2026-12-21');
    expect(plain(deadline.movedBecause)).toBe(
      'A döntéstől számított 30. nap (2026. december 20.) vasárnap, ezért a határidő a következő munkanapon, 2026. december 21. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).',
    );
    // a Sunday is never made a working day (Mt. 102. § (5)): nothing to check
    expect(deadline.caveat).toBeNull();
  });

  it('moves a Saturday to the Monday, and asks to check whether a decree made that Saturday a working day', () => {
    const deadline = filingDeadlineOf('2026-11-19');
    expect(deadline.lastDay).toBe('2026-12-21');
    expect(plain(deadline.movedBecause)).toContain('30. nap (2026. december 19.) szombat, ezért');
    expect(plain(deadline.caveat)).toBe(
      'Ha a munkaszüneti napok miatti munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) 2026. december 19. napját munkanappá teszi, a határidő már ezen a napon lejár; a program e rendeletet nem ismeri, ezért ez ellenőrizendő.',
    );
  });

  it('moves Easter Monday to the Tuesday', () => {
    const deadline = filingDeadlineOf('2027-02-27');
    expect(deadline.thirtiethDay).toBe('2027-03-29');
    expect(deadline.lastDay).toBe('2027-03-30');
    expect(plain(deadline.movedBecause)).toBe(
      'A döntéstől számított 30. nap (2027. március 29.) munkaszüneti nap (húsvéthétfő), ezért a határidő a következő munkanapon, 2027. március 30. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).',
    );
    expect(deadline.caveat).toBeNull();
  });

  it('moves Good Friday past the whole of Easter, and names Holy Saturday to check', () => {
    const deadline = filingDeadlineOf('2027-02-24');
    expect(deadline.lastDay).toBe('2027-03-30');
    expect(plain(deadline.movedBecause)).toContain('(2027. március 26.) munkaszüneti nap (nagypéntek)');
    expect(plain(deadline.caveat)).toContain('2027. március 27. napját munkanappá teszi');
  });

  it('moves Christmas Day past December 26 and the Sunday after it', () => {
    const deadline = filingDeadlineOf('2026-11-25');
    expect(deadline.lastDay).toBe('2026-12-28');
    expect(plain(deadline.movedBecause)).toContain('(2026. december 25.) munkaszüneti nap (karácsony)');
    // December 26 is a holiday on that Saturday, not a Saturday a decree could make a working day
    expect(deadline.caveat).toBeNull();
  });

  it('moves December 26 on a weekday to the next day', () => {
    const deadline = filingDeadlineOf('2028-11-26');
    expect(deadline.thirtiethDay).toBe('2028-12-26');
    expect(deadline.lastDay).toBe('2028-12-27');
    expect(plain(deadline.movedBecause)).toContain('munkaszüneti nap (karácsony)');
  });

  it('keeps December 24 on a weekday, with a note that a decree may have made it a rest day', () => {
    for (const [decision, last] of [
      ['2026-11-24', '2026-12-24'], // Thursday
      ['2027-11-24', '2027-12-24'], // Friday
    ]) {
      const deadline = filingDeadlineOf(decision!);
      expect(deadline.lastDay).toBe(last);
      expect(deadline.movedBecause).toBeNull();
      expect(plain(deadline.caveat)).toContain('az Mt. 102. § (1) bekezdése szerint nem munkaszüneti nap');
      expect(plain(deadline.caveat)).toContain('a kérelem december 24-ig benyújtva mindenképpen határidőben van');
    }
  });

  it('a deadline moved onto December 24 carries both notes', () => {
    const deadline = filingDeadlineOf('2029-11-22');
    expect(deadline.thirtiethDay).toBe('2029-12-22'); // Saturday
    expect(deadline.lastDay).toBe('2029-12-24'); // Monday
    const note = plain(filingDeadlineNote(deadline));
    expect(note).toContain('30. nap (2029. december 22.) szombat');
    expect(note).toContain('2029. december 22. napját munkanappá teszi');
    expect(note).toContain('A határidő utolsó napja, 2029. december 24., az Mt. 102. § (1)');
  });
});
