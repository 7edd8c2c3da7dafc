import { describe, expect, it } from 'vitest';
import { formationFilingDeadline } from './formation-filing-deadline.ts';

/** The text with ordinary spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? null;

describe('formationFilingDeadline (Ptk. 3:100. § (1), Ctv. 34. § (1); decision 029)', () => {
  it('gives the 30th day after the articles when it is a working day, and says where it counts from', () => {
    const deadline = formationFilingDeadline({ keltezesIdeje: '2026-11-10' });
    expect(deadline?.filingDeadline).toBe('2026-12-10');
    expect(deadline?.filingDeadlineDetail.movedBecause).toBeNull();
    const note = plain(deadline?.filingDeadlineNote);
    expect(note).toMatch(
      /^A cégbejegyzési kérelmet legkésőbb 2026\. december 10\. napjáig kell benyújtani \(Ptk\. 3:100\. § \(1\), Ctv\. 34\. § \(1\)\)\. /,
    );
    expect(note).toContain(
      'a program az okiratok keltét (2026. november 10.) tekinti az aláírás és az ellenjegyzés napjának.',
    );
    expect(note).toContain('a Ctv. 34. § (1) bekezdése azonban az aláírástól számítja');
    expect(note).toContain('a véglegessé vált engedély kézhezvételétől számított 15 nap (Ptk. 3:100. § (2)');
    expect(note).not.toContain('munkanapon');
  });

  it('moves Christmas Day past December 26 and the Sunday after it to Monday, 28 December 2026', () => {
    const deadline = formationFilingDeadline({ keltezesIdeje: '2026-11-25' });
    expect(deadline?.filingDeadlineDetail.thirtiethDay).toBe('2026-12-25');
    expect(deadline?.filingDeadline).toBe('2026-12-28');
    const note = plain(deadline?.filingDeadlineNote);
    expect(note).toContain('legkésőbb 2026. december 28. napjáig kell benyújtani');
    expect(note).toContain(
      'Az ellenjegyzéstől számított 30. nap (2026. december 25.) munkaszüneti nap (karácsony), ezért a határidő a következő munkanapon, 2026. december 28. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).',
    );
    // December 26 falls on that Saturday as a holiday: no decree can make it a working day
    expect(note).not.toContain('munkanappá teszi');
  });

  it('moves a Saturday to the Monday and asks to check the decree on working days', () => {
    const deadline = formationFilingDeadline({ keltezesIdeje: '2026-11-19' });
    expect(deadline?.filingDeadline).toBe('2026-12-21');
    const note = plain(deadline?.filingDeadlineNote);
    expect(note).toContain('Az ellenjegyzéstől számított 30. nap (2026. december 19.) szombat, ezért');
    expect(note).toContain('2026. december 19. napját munkanappá teszi, a határidő már ezen a napon lejár');
  });

  it('moves Whit Monday to the Tuesday', () => {
    // Easter 2027 is 28 March: Whit Monday is 17 May
    const deadline = formationFilingDeadline({ keltezesIdeje: '2027-04-17' });
    expect(deadline?.filingDeadlineDetail.thirtiethDay).toBe('2027-05-17');
    expect(deadline?.filingDeadline).toBe('2027-05-18');
    expect(plain(deadline?.filingDeadlineNote)).toContain('(2027. május 17.) munkaszüneti nap (pünkösdhétfő)');
  });

  it('keeps December 24 on a weekday, with the note that a decree may have made it a rest day', () => {
    const deadline = formationFilingDeadline({ keltezesIdeje: '2026-11-24' });
    expect(deadline?.filingDeadline).toBe('2026-12-24');
    expect(plain(deadline?.filingDeadlineNote)).toContain(
      'a kérelem december 24-ig benyújtva mindenképpen határidőben van',
    );
  });

  it('has no formation deadline for the documents of a registered company', () => {
    expect(
      formationFilingDeadline({ keltezesIdeje: '2026-11-10', bejegyzes: { cegjegyzekszam: '01-09-123456' } }),
    ).toBeNull();
  });
});
