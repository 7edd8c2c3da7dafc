import { describe, expect, it } from 'vitest';
import { checkActivities } from '../checks/check-activities.ts';
import { companySchema } from '../schema/company.ts';
import { upgradeActivities, upgradeActivity } from './upgrade-activity.ts';

describe('upgradeActivity', () => {
  it("writes the old picker's TEÁOR'25 code without the dot in the form stored now", () => {
    expect(upgradeActivity('6210 - Számítógépes programozás')).toBe('62.10 – Számítógépes programozás');
    expect(upgradeActivity(' 6210  -  számítógépes programozás ')).toBe('62.10 – Számítógépes programozás');
  });

  it("turns a TEÁOR'08 class with one successor into that TEÁOR'25 class, with or without the dot", () => {
    expect(upgradeActivity('6201 - Számítógépes programozás')).toBe('62.10 – Számítógépes programozás');
    expect(upgradeActivity('62.01 - Számítógépes programozás')).toBe('62.10 – Számítógépes programozás');
    expect(upgradeActivity('0124 - Almatermésű, csonthéjas termesztése')).toBe(
      '01.24 – Almatermésű és csonthéjas gyümölcs termesztése',
    );
  });

  it("does not guess among several successors: the dotted TEÁOR'08 text stays flagged with them", () => {
    const upgraded = upgradeActivity('4791 - Csomagküldő, internetes kiskereskedelem');
    expect(upgraded).toBe('47.91 – Csomagküldő, internetes kiskereskedelem');
    const company = companySchema.parse({
      nev: 'Bolt Kft.',
      szekhely: '6720 Szeged, Kárász utca 2.',
      fotevekenyseg: upgraded,
    });
    const [finding] = checkActivities(company);
    expect(finding?.code).toBe('ACTIVITY_TEAOR08');
    expect(finding?.message).toContain('47.11, 47.12');
  });

  it('keeps every other text as it is', () => {
    for (const text of [
      '62.10 - Számítógépes programozás',
      '62.10 – Számítógépes programozás',
      'Szoftverfejlesztés',
      '9999 - Semmi',
      '6210 - Más név',
    ])
      expect(upgradeActivity(text)).toBe(text);
  });
});

describe('upgradeActivities', () => {
  it('upgrades the main and the other activities, and answers the same object when nothing changes', () => {
    const company = {
      nev: 'X Kft.',
      fotevekenyseg: '6201 - Számítógépes programozás',
      egyebTevekenysegek: ['6210 - Számítógépes programozás', 'Tanácsadás'],
    };
    expect(upgradeActivities(company)).toEqual({
      nev: 'X Kft.',
      fotevekenyseg: '62.10 – Számítógépes programozás',
      egyebTevekenysegek: ['62.10 – Számítógépes programozás', 'Tanácsadás'],
    });
    const current = { nev: 'Y Kft.', fotevekenyseg: '62.10 – Számítógépes programozás', egyebTevekenysegek: [] };
    expect(upgradeActivities(current)).toBe(current);
    const empty: { nev: string; fotevekenyseg?: string } = { nev: 'Z Kft.' };
    expect(upgradeActivities(empty)).toBe(empty);
  });
});
