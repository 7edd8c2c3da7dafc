import { documentTypes } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  allowedSelection,
  canProceed,
  canSelectStep,
  reachableStep,
  stepFromParam,
  stepToParams,
  type WizardState,
} from './wizard-rules.ts';
import { isTypeAllowed } from '../../../lib/plan-rules.ts';

const complete: WizardState = {
  selectedTypes: ['tagjegyzek'],
  company: { nev: 'Alfa Kft.', szekhely: '1011 Budapest, Fő utca 1.' },
  lawFirm: {
    nev: 'Dr. Kiss Ügyvédi Iroda',
    szekhely: '1052 Budapest, Váci utca 2.',
    ugyvedNeve: 'Dr. Kiss Anna',
    kasz: '',
  },
  keltezes: { hely: 'Budapest', ido: '2026-11-22' },
};

describe('wizard rules', () => {
  it('enables Tovább on step 1 only with a company that has a name and a seat', () => {
    expect(canProceed(1, complete)).toBe(true);
    expect(canProceed(1, { ...complete, company: null })).toBe(false);
    expect(canProceed(1, { ...complete, company: { nev: 'Alfa Kft.', szekhely: ' ' } })).toBe(false);
  });

  it('enables Tovább on step 2 with office name, seat and lawyer name (KASZ not needed for it)', () => {
    expect(canProceed(2, complete)).toBe(true);
    expect(canProceed(2, { ...complete, lawFirm: { ...complete.lawFirm, ugyvedNeve: '' } })).toBe(false);
    expect(canProceed(2, { ...complete, lawFirm: { ...complete.lawFirm, szekhely: '' } })).toBe(false);
  });

  it('enables Tovább on step 3 with a place and a date', () => {
    expect(canProceed(3, complete)).toBe(true);
    expect(canProceed(3, { ...complete, keltezes: { hely: '', ido: '2026-11-22' } })).toBe(false);
    expect(canProceed(3, { ...complete, keltezes: { hely: 'Budapest', ido: null } })).toBe(false);
  });

  it('needs at least one document type on step 0', () => {
    expect(canProceed(0, { ...complete, selectedTypes: [] })).toBe(false);
  });

  it('reads the step from the address, counted from 1, and never lands past an incomplete step', () => {
    expect([null, '', '0', '3', '6', '7', '2.5', 'abc'].map(stepFromParam)).toEqual([0, 0, 0, 2, 5, 0, 0, 0]);
    expect([0, 2, 5].map(stepToParams)).toEqual([{}, { lepes: '3' }, { lepes: '6' }]);
    expect(reachableStep(4, complete)).toBe(4);
    expect(reachableStep(4, { ...complete, company: null })).toBe(1);
    expect(reachableStep(5, { ...complete, selectedTypes: [] })).toBe(0);
  });

  it('lets a step header go back, never forward', () => {
    expect(canSelectStep(1, 3)).toBe(true);
    expect(canSelectStep(3, 3)).toBe(false);
    expect(canSelectStep(4, 2)).toBe(false);
  });

  it('locks the four restricted types on the free plan only', () => {
    const locked = documentTypes.filter((type) => !isTypeAllowed(type, 'free')).map((type) => type.id);
    expect(locked.sort()).toEqual(['elfogado-nyilatkozat', 'jogi-kepviselo-meghatalmazas', 'szekhely', 'tarsasagi']);
    expect(documentTypes.every((type) => isTypeAllowed(type, 'basic'))).toBe(true);
    expect(allowedSelection(['tarsasagi', 'tagjegyzek'], 'free')).toEqual(['tagjegyzek']);
  });
});
