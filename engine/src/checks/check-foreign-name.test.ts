import { describe, expect, it } from 'vitest';
import { buildTestRequest } from '../model/build-test-request.ts';
import { checkForeignName } from './check-foreign-name.ts';
import { checkRequest } from './check-request.ts';

describe('checkForeignName (Ctv. 3. § (2), 25. § (1) b))', () => {
  it('warns, to be confirmed, when the foreign name lacks the first word of the Hungarian name', () => {
    const [found] = checkForeignName({ nev: 'Hajdú Pékség', idegenNev: 'Hajdu Bakery Ltd.' }, 'tarsasag');
    expect(found).toMatchObject({ code: 'idegen-nev-vezerszo', severity: 'warning', path: 'tarsasag.idegenNev' });
    expect(found!.message).toContain('Az idegen nyelvű cégnév („Hajdu Bakery Ltd.”)');
    expect(found!.message).toContain('első szavát („Hajdú”)');
    expect(found!.message).toContain('Ctv. 25. § (1) b)');
    expect(found!.message).toContain('megerősítendő');
  });

  it('accepts a translation that keeps the first word, whatever its case or quotes', () => {
    expect(checkForeignName({ nev: 'Hajdú Pékség', idegenNev: 'Hajdú Bakery Ltd.' }, 'tarsasag')).toEqual([]);
    expect(checkForeignName({ nev: '„Alfa” Kereskedelmi Kft.', idegenNev: 'ALFA Trading Ltd.' }, 'uj')).toEqual([]);
    expect(checkForeignName({ nev: 'Alfa', idegenNev: undefined }, 'tarsasag')).toEqual([]);
  });

  it('looks for every word of a vezérszó given, and is sure of it', () => {
    const company = { nev: 'Hajdú Pékmester Pékség', vezerszo: 'Hajdú Pékmester' };
    expect(checkForeignName({ ...company, idegenNev: 'Hajdú Pékmester Bakery Ltd.' }, 'tarsasag')).toEqual([]);
    const [found] = checkForeignName({ ...company, idegenNev: 'Hajdú Bakery Ltd.' }, 'tarsasag');
    expect(found!.message).toContain('nem tartalmazza a vezérszót („Hajdú Pékmester”)');
    expect(found!.message).not.toContain('megerősítendő');
  });

  it('reaches the lawyer through the formation checks', () => {
    const codes = (idegenNev: string) =>
      checkRequest(buildTestRequest({ nev: 'Omega Szerviz', idegenNev }), { today: '2026-01-01' }).map((w) => w.code);
    expect(codes('Service Omega Ltd.')).not.toContain('idegen-nev-vezerszo');
    expect(codes('Omikron Service Ltd.')).toContain('idegen-nev-vezerszo');
  });
});
