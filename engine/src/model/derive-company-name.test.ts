import { describe, expect, it } from 'vitest';
import { deriveCompanyName } from './derive-company-name.ts';

describe('deriveCompanyName', () => {
  it('adds the company form to a bare name', () => {
    expect(deriveCompanyName('Alfa')).toEqual({
      base: 'Alfa',
      vezerszo: 'Alfa',
      isVezerszoGiven: false,
      full: 'Alfa Korlátolt Felelősségű Társaság',
      short: 'Alfa Kft.',
      fullPending: 'Alfa Korlátolt Felelősségű Társaság (bejegyzés alatt)',
      shortPending: 'Alfa Kft. b. a.',
      foreign: null,
    });
  });

  it.each([
    'Alfa Kft.',
    'Alfa Kft',
    'Alfa kft.',
    'Alfa KFT.',
    'Alfa, Kft.',
    'Alfa Korlátolt Felelősségű Társaság',
    'Alfa korlátolt felelősségű társaság',
    'Alfa Kft. Kft.',
    'Alfa Kft. (bejegyzés alatt)',
    'Alfa Kft. b. a.',
    '  Alfa   Kft.  ',
  ])('strips a typed company form from %j', (name) => {
    const derived = deriveCompanyName(name);
    expect(derived.base).toBe('Alfa');
    expect(derived.short).toBe('Alfa Kft.');
  });

  it('builds the short name from the vezérszó the name opens with (Ctv. 3. § (3)), and from the whole name otherwise', () => {
    expect(deriveCompanyName('Alfa Informatikai Kft.', null, 'Alfa Kft.')).toMatchObject({
      short: 'Alfa Kft.',
      shortPending: 'Alfa Kft. b. a.',
      full: 'Alfa Informatikai Korlátolt Felelősségű Társaság',
      isVezerszoGiven: true,
    });
    // not the name's first words: refused by checkShortName, not used
    expect(deriveCompanyName('Alfa Informatikai', null, 'Informatikai')).toMatchObject({
      short: 'Alfa Informatikai Kft.',
      isVezerszoGiven: false,
    });
    expect(deriveCompanyName('Alfa Informatikai', 'Alpha IT Ltd.', 'Alfa').foreign).toEqual({
      full: 'Alpha IT Limited Liability Company',
      short: 'Alpha IT Ltd.',
    });
  });

  it('keeps further Hungarian words of the name', () => {
    expect(deriveCompanyName('Alfa Informatikai Kft.').full).toBe('Alfa Informatikai Korlátolt Felelősségű Társaság');
  });

  it('does not strip "kft" inside a word', () => {
    expect(deriveCompanyName('Szoftkft').base).toBe('Szoftkft');
  });

  it.each([
    ['Alfa', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa Ltd.', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa Limited Liability Company', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa LLC', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    // "Limited" alone is the English form word too: it was kept as part of the name ("Alfa Limited Ltd.")
    ['Alfa Limited', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa Limited Liability Co.', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa GmbH', 'Alfa Gesellschaft mit beschränkter Haftung', 'Alfa GmbH'],
    ['Alfa SARL', 'Alfa Société à responsabilité limitée', 'Alfa SARL'],
    // a Hungarian form typed into the foreign name goes, as from the Hungarian name (decision 092)
    ['Alfa Kft.', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa Korlátolt Felelősségű Társaság', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
    ['Alfa Kft. GmbH', 'Alfa Gesellschaft mit beschränkter Haftung', 'Alfa GmbH'],
    ['Alfa Kft. Ltd.', 'Alfa Limited Liability Company', 'Alfa Ltd.'],
  ])('derives both forms of the foreign name %j', (foreignName, full, short) => {
    expect(deriveCompanyName('Alfa Kft.', foreignName).foreign).toEqual({ full, short });
  });

  it('has no foreign name when none or a blank one is given', () => {
    expect(deriveCompanyName('Alfa', '  ').foreign).toBeNull();
    expect(deriveCompanyName('Alfa', null).foreign).toBeNull();
  });
});
