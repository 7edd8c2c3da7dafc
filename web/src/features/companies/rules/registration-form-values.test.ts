import { describe, expect, it } from 'vitest';
import type { CompanyVersion, VersionType } from '../../../api/amendments.ts';
import {
  amendmentDateSinceBase,
  initialRegistrationForm,
  formatRegistrationNumber,
  toRegistrationInput,
  validateRegistrationForm,
} from './registration-form-values.ts';

const TODAY = '2026-11-27';

const complete = {
  cegjegyzekszam: 'Cg. 01-09-123456',
  bejegyzesDatuma: '2024-03-15',
  adoszam: '12345678-2-41',
  letesitoOkiratKelte: '2024-03-01',
  letesitoOkiratHelye: '',
  utolsoModositasKelte: null,
  befizetettTorzsbetetek: [],
};

describe('registration form', () => {
  it('accepts the Cg. number with or without "Cg." and leaves out an empty last amendment date', () => {
    expect(validateRegistrationForm(complete, TODAY)).toEqual({});
    expect(validateRegistrationForm({ ...complete, cegjegyzekszam: '01-09-123456' }, TODAY)).toEqual({});
    expect(toRegistrationInput(complete)).not.toHaveProperty('utolsoModositasKelte');
  });

  it('answers the engine’s Hungarian messages with the expected formats', () => {
    expect(validateRegistrationForm({ ...complete, cegjegyzekszam: '01-9-12345', adoszam: '1234' }, TODAY)).toEqual({
      cegjegyzekszam: 'A cégjegyzékszám formátuma: 01-09-123456.',
      adoszam: 'Az adószám formátuma: 12345678-2-41.',
    });
    const empty = validateRegistrationForm(initialRegistrationForm(), TODAY);
    expect(empty.bejegyzesDatuma).toBe('A bejegyzés dátumának megadása kötelező.');
    expect(empty.letesitoOkiratKelte).toBe('A létesítő okirat keltének megadása kötelező.');
    expect(empty).not.toHaveProperty('utolsoModositasKelte');
  });

  it('refuses a registration or a last amendment dated before the founding document, naming what to check', () => {
    expect(
      validateRegistrationForm(
        { ...complete, bejegyzesDatuma: '2024-02-20', utolsoModositasKelte: '2024-01-10' },
        TODAY,
      ),
    ).toEqual({
      bejegyzesDatuma:
        'A bejegyzés napja nem lehet korábbi a létesítő okirat keltezésénél: a társaságot az okirat aláírása után jegyzik be. Kérjük, ellenőrizze a két dátumot a cégkivonaton.',
      utolsoModositasKelte:
        'Az utolsó módosítás kelte nem lehet korábbi a létesítő okirat keltezésénél. Kérjük, ellenőrizze a két dátumot a cégkivonaton.',
    });
    expect(validateRegistrationForm({ ...complete, bejegyzesDatuma: '2024-03-01' }, TODAY)).toEqual({});
  });

  it('refuses a registration day after today and a court code no company court has, naming what to do', () => {
    expect(validateRegistrationForm({ ...complete, bejegyzesDatuma: '2026-11-28' }, TODAY)).toEqual({
      bejegyzesDatuma: expect.stringMatching(/^A bejegyzés napja nem lehet későbbi a mai napnál: /),
    });
    expect(validateRegistrationForm({ ...complete, bejegyzesDatuma: TODAY }, TODAY)).toEqual({});
    expect(validateRegistrationForm({ ...complete, utolsoModositasKelte: '2026-11-28' }, TODAY)).toEqual({
      utolsoModositasKelte: expect.stringMatching(/^Az utolsó módosítás kelte nem lehet későbbi a mai napnál: /),
    });
    expect(validateRegistrationForm({ ...complete, cegjegyzekszam: 'Cg. 21-09-123456' }, TODAY)).toEqual({
      cegjegyzekszam: expect.stringContaining('a 21 kódú cégbíróság nincs'),
    });
  });

  it('starts the members’ payments as the saved company marks them and sends them only for a company with members', () => {
    const company = { tagok: [{ torzsbetetBefizetve: true }, {}, { torzsbetetBefizetve: false }] };
    expect(initialRegistrationForm(company).befizetettTorzsbetetek).toEqual([true, false, false]);
    expect(toRegistrationInput({ ...complete, befizetettTorzsbetetek: [false, true] })).toMatchObject({
      befizetettTorzsbetetek: [false, true],
    });
    expect(toRegistrationInput(complete)).not.toHaveProperty('befizetettTorzsbetetek');
    expect(validateRegistrationForm({ ...complete, befizetettTorzsbetetek: [true] }, TODAY)).toEqual({});
  });

  it('starts a registered company’s form from its recorded identifiers and sends the founding place only when given', () => {
    const bejegyzes = {
      cegjegyzekszam: '09-09-123456',
      bejegyzesDatuma: '2024-03-15',
      adoszam: '12345678-2-09',
      letesitoOkiratKelte: '2024-03-01',
      letesitoOkiratHelye: 'Debrecen',
    };
    const form = initialRegistrationForm({ tagok: [], bejegyzes });
    expect(form).toMatchObject({ ...bejegyzes, utolsoModositasKelte: null });
    expect(toRegistrationInput({ ...form, letesitoOkiratHelye: ' Szeged ' })).toMatchObject({
      letesitoOkiratHelye: 'Szeged',
    });
    expect(toRegistrationInput({ ...form, letesitoOkiratHelye: ' ' })).not.toHaveProperty('letesitoOkiratHelye');
    expect(initialRegistrationForm({ tagok: [], bejegyzes: null })).toMatchObject({ cegjegyzekszam: '', adoszam: '' });
  });

  it('takes the last amendment’s date from the amendments generated since the base when they name one date', () => {
    const version = (sorszam: number, tipus: VersionType, modositasKelte: string | null = null): CompanyVersion => ({
      id: sorszam,
      sorszam,
      tipus,
      letrehozva: '2026-11-25T10:00:00.000Z',
      letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
      alap: false,
      cegjegyzekszam: '09-09-123456',
      modositasKelte,
    });
    const base = { ...version(3, 'BEJEGYZETT'), alap: true };
    // newest first, as the server answers; the amendment before the base was registered already
    const older = [base, version(2, 'MODOSITAS', '2025-05-10'), version(1, 'BEJEGYZETT')];
    expect(amendmentDateSinceBase([version(4, 'MODOSITAS', '2026-11-24'), ...older])).toBe('2026-11-24');
    expect(
      amendmentDateSinceBase([
        version(6, 'MODOSITAS', '2026-11-24'),
        version(5, 'MENTES'),
        version(4, 'MODOSITAS', '2026-11-24'),
        ...older,
      ]),
    ).toBe('2026-11-24');
    // nothing amended since the base, an amendment that changed no clause, two different dates, a deed only once
    expect(amendmentDateSinceBase(older)).toBeNull();
    expect(amendmentDateSinceBase([version(4, 'MODOSITAS'), ...older])).toBeNull();
    expect(
      amendmentDateSinceBase([version(5, 'MODOSITAS', '2026-11-26'), version(4, 'MODOSITAS', '2026-11-24'), ...older]),
    ).toBeNull();
    expect(
      amendmentDateSinceBase([version(5, 'MODOSITAS'), version(4, 'MODOSITAS', '2026-11-24'), ...older]),
    ).toBeNull();
    expect(amendmentDateSinceBase([])).toBeNull();

    const bejegyzes = { ...complete, cegjegyzekszam: '09-09-123456', utolsoModositasKelte: '2025-05-10' };
    expect(initialRegistrationForm({ tagok: [], bejegyzes }, '2026-11-24').utolsoModositasKelte).toBe('2026-11-24');
    expect(initialRegistrationForm({ tagok: [], bejegyzes }, null).utolsoModositasKelte).toBe('2025-05-10');
  });

  it('cites the number as "Cg. 01-09-123456"', () => {
    expect(formatRegistrationNumber('01-09-123456')).toBe('Cg. 01-09-123456');
    expect(formatRegistrationNumber('Cg. 01-09-123456')).toBe('Cg. 01-09-123456');
  });
});
