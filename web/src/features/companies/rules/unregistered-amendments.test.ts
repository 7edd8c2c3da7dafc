import { describe, expect, it } from 'vitest';
import type { CompanyVersion } from '../../../api/amendments.ts';
import { unregisteredAmendments, unregisteredAmendmentsNotice } from './unregistered-amendments.ts';

const version = (sorszam: number, tipus: CompanyVersion['tipus'], alap = false): CompanyVersion => ({
  id: sorszam,
  sorszam,
  tipus,
  letrehozva: '2026-11-26T10:00:00Z',
  letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
  alap,
  cegjegyzekszam: '01-09-123456',
  modositasKelte: tipus === 'MODOSITAS' ? '2026-11-26' : null,
});

describe('the amendments generated after the registered base', () => {
  it('are the MODOSITAS versions after the base; plain saves and the amendments before it are not', () => {
    const versions = [
      version(5, 'MENTES'),
      version(4, 'MODOSITAS'),
      version(3, 'BEJEGYZETT', true),
      version(2, 'MODOSITAS'),
    ];
    expect(unregisteredAmendments(versions).map((amendment) => amendment.sorszam)).toEqual([4]);
    expect(unregisteredAmendments([version(3, 'BEJEGYZETT', true), version(4, 'MENTES')])).toEqual([]);
    expect(unregisteredAmendmentsNotice([])).toBeNull();
  });

  it('are named in the singular for one, with its date, and in the plural for more', () => {
    const one = unregisteredAmendmentsNotice([version(4, 'MODOSITAS')]);
    expect(one).toContain('Egy korábbi módosítás (kelte: 2026. november 26.) dokumentumai');
    expect(one).toContain('így a korábbi módosítás változásait');
    expect(one).toContain('a korábbi módosítást már bejegyezte');
    const two = unregisteredAmendmentsNotice([version(4, 'MODOSITAS'), version(5, 'MODOSITAS')]);
    expect(two).toContain('2 korábbi módosítás dokumentumai');
    expect(two).toContain('így a korábbi módosítások változásait');
    expect(two).toContain('a korábbi módosításokat már bejegyezte');
  });
});
