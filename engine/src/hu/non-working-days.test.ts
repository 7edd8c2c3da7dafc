import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  dayPeriodLastDay,
  easterSunday,
  nextWorkingDayFrom,
  nonWorkingDay,
  publicHolidays,
} from './non-working-days.ts';

describe('easterSunday (Gregorian computus)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(nonWorkingDay(date)).toEqual({ date, kind: 'VASARNAP', name: 'húsvétvasárnap' });
  });
});

describe('publicHolidays (Mt. 102. § (1), with Easter and Whit Sunday)', () => {
  it('lists the eleven public holidays of 2027 and the two Sundays, and not December 24', () => {
    expect(Object.fromEntries(publicHolidays(2027))).toEqual({
      '2027-01-01': 'újév',
      '2027-03-15': 'nemzeti ünnep',
      '2027-03-26': 'nagypéntek',
      '2027-03-28': 'húsvétvasárnap',
      '2027-03-29': 'húsvéthétfő',
      '2027-05-01': 'a munka ünnepe',
      '2027-05-16': 'pünkösdvasárnap',
      '2027-05-17': 'pünkösdhétfő',
      '2027-08-20': 'az államalapítás ünnepe',
      '2027-10-23': 'nemzeti ünnep',
      '2027-11-01': 'mindenszentek',
      '2027-12-25': 'karácsony',
      '2027-12-26': 'karácsony',
    });
  });
});

describe('nonWorkingDay', () => {
  it.each([
    ['2027-01-01', 'újév'], // Friday
    ['2027-03-15', 'nemzeti ünnep'], // Monday
    ['2027-03-26', 'nagypéntek'],
    ['2027-03-29', 'húsvéthétfő'],
    ['2026-05-01', 'a munka ünnepe'], // Friday
    ['2027-05-17', 'pünkösdhétfő'],
    ['2027-08-20', 'az államalapítás ünnepe'], // Friday
    ['2026-10-23', 'nemzeti ünnep'], // Friday
    ['2027-11-01', 'mindenszentek'], // Monday
    ['2026-12-25', 'karácsony'], // Friday
    ['2028-12-26', 'karácsony'], // Tuesday
  ])('%s is a public holiday on a weekday (%s)', (date, name) => {
    expect(nonWorkingDay(date)).toEqual({ date, kind: 'MUNKASZUNETI_NAP', name });
  });

  it('a holiday on a Saturday is a holiday, on a Sunday a Sunday with its name', () => {
    expect(nonWorkingDay('2026-12-26')).toEqual({ date: '2026-12-26', kind: 'MUNKASZUNETI_NAP', name: 'karácsony' });
    expect(nonWorkingDay('2027-12-26')).toEqual({ date: '2027-12-26', kind: 'VASARNAP', name: 'karácsony' });
  });

  it('a weekend is non-working, a plain weekday is not', () => {
    expect(nonWorkingDay('2026-11-28')).toEqual({ date: '2026-11-28', kind: 'SZOMBAT' });
    expect(nonWorkingDay('2026-11-29')).toEqual({ date: '2026-11-29', kind: 'VASARNAP' });
    expect(nonWorkingDay('2026-11-27')).toBeNull();
    expect(nonWorkingDay('2027-03-25')).toBeNull(); // Maundy Thursday
    expect(nonWorkingDay('2027-03-27')).toEqual({ date: '2027-03-27', kind: 'SZOMBAT' }); // Holy Saturday
  });

  it('December 24 on a weekday is a working day by the statute (Mt. 102. § (1)); a decree may make it a rest day', () => {
    expect(nonWorkingDay('2026-12-24')).toBeNull(); // Thursday
    expect(nonWorkingDay('2027-12-24')).toBeNull(); // Friday
  });
});

describe('dayPeriodLastDay (Ptk. 8:3. § (1), (3))', () => {
  it('does not count the start day, and moves a last day off a non-working day', () => {
    expect(dayPeriodLastDay('2026-11-02', 15)).toBe('2026-11-17');
    // 21 November 2026 + 8 = Sunday 29 November → Monday 30 November
    expect(dayPeriodLastDay('2026-11-21', 8)).toBe('2026-11-30');
  });
});

describe('nextWorkingDayFrom', () => {
  it('keeps a working day', () => {
    expect(nextWorkingDayFrom('2026-12-23')).toEqual({ date: '2026-12-23', skipped: [] });
  });

  it('passes over Christmas and the weekend after it', () => {
    const { date, skipped } = nextWorkingDayFrom('2026-12-25');
    expect(date).toBe('2026-12-28');
    expect(skipped.map((day) => `${day.date}:${day.kind}`)).toEqual([
      '2026-12-25:MUNKASZUNETI_NAP',
      '2026-12-26:MUNKASZUNETI_NAP',
      '2026-12-27:VASARNAP',
    ]);
  });

  it('passes over Easter from Good Friday to Easter Monday', () => {
    expect(nextWorkingDayFrom('2027-03-26').date).toBe('2027-03-30');
    expect(nextWorkingDayFrom('2027-03-29')).toEqual({
      date: '2027-03-30',
      skipped: [{ date: '2027-03-29', kind: 'MUNKASZUNETI_NAP', name: 'húsvéthétfő' }],
    });
  });

  it('crosses the turn of the year', () => {
    expect(nextWorkingDayFrom('2027-01-01').date).toBe('2027-01-04');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
