import { describe, expect, it } from 'vitest';
import {
  amendmentFindingTarget,
  COMPLETE_PERSON,
  COMPLETE_PERSON_IN_EDITOR,
  findingsOfRefusal,
  FIX_PERSON,
  FIX_PERSON_IN_EDITOR,
  needsRegisteredDataHint,
  registeredDataField,
  registeredPersonHint,
  FIX_REGISTERED_DATA,
  FIX_IN_DATA,
  FIX_IN_EDITOR,
  VIEW_IN_DATA,
  VIEW_IN_EDITOR,
} from './amendment-finding-target.ts';

const dataField = (path: string) => amendmentFindingTarget(path)?.field;

describe('where a finding of the change summary is fixed', () => {
  it('sends a company field to the editor with its path, the amendment data to step 2 with its field', () => {
    expect(amendmentFindingTarget('uj.ugyvezetok.1.adoazonositoJel')).toEqual({
      step: 0,
      field: 'ugyvezetok.1.adoazonositoJel',
      label: FIX_IN_EDITOR,
    });
    expect(amendmentFindingTarget('dontes.osszehivas')).toEqual({
      step: 1,
      field: 'dontes.osszehivas',
      label: FIX_IN_DATA,
    });
  });

  it('labels the link of a warning or a note as a look at the field: only an error is to be fixed', () => {
    expect(amendmentFindingTarget('uj.szekhely', 'warning')).toEqual({
      step: 0,
      field: 'szekhely',
      label: VIEW_IN_EDITOR,
    });
    expect(amendmentFindingTarget('dontes.osszehivas', 'note')?.label).toBe(VIEW_IN_DATA);
    expect(amendmentFindingTarget('uj.szekhely', 'error')?.label).toBe(FIX_IN_EDITOR);
    expect(amendmentFindingTarget('dontes.osszehivas', 'error')?.label).toBe(FIX_IN_DATA);
  });

  it('points the invitation’s date and the convener at their own fields of the form', () => {
    expect(dataField('dontes.osszehivas.meghivoKelte')).toBe('dontes.meghivoKelte');
    expect(dataField('dontes.osszehivas.osszehivo')).toBe('dontes.osszehivo');
  });

  it('points a resolution’s vote finding at the attendance, where the unanimity box is', () => {
    expect(dataField('dontes.szavazasok.FOTEVEKENYSEG')).toBe('dontes.jelenlevok');
    expect(dataField('dontes.jelenlevok.1.tag')).toBe('dontes.jelenlevok');
  });

  it('points a share transfer’s finding at its input in the transfer’s fieldset', () => {
    expect(dataField('uzletreszAtruhazasok.0.vetelar')).toBe('uzletreszAtruhazasok.0.vetelar');
    expect(dataField('uzletreszAtruhazasok.1.nevertek')).toBe('uzletreszAtruhazasok.1.nevertek');
    expect(dataField('uzletreszAtruhazasok.0.eladoTag.id')).toBe('uzletreszAtruhazasok.0.eladoTag');
    expect(dataField('uzletreszAtruhazasok.0.vevo')).toBe('uzletreszAtruhazasok.0.vevo.nev');
    expect(dataField('uzletreszAtruhazasok.0.vevo.lakohely')).toBe('uzletreszAtruhazasok.0.vevo.lakohely');
    // a legal-entity buyer's co-representatives: the list (its add button) and each one's own field (decision 041)
    expect(dataField('uzletreszAtruhazasok.1.vevo.egyuttesKepviselok')).toBe(
      'uzletreszAtruhazasok.1.vevo.egyuttesKepviselok',
    );
    expect(dataField('uzletreszAtruhazasok.1.vevo.egyuttesKepviselok.1')).toBe(
      'uzletreszAtruhazasok.1.vevo.egyuttesKepviselok.1',
    );
    expect(dataField('uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok')).toBe(
      'uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok',
    );
    expect(dataField('uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.1.tag.nev')).toBe(
      'uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.1.tag',
    );
    expect(dataField('uzletreszAtruhazasok.2')).toBe('uzletreszAtruhazasok.2.eladoTag');
  });

  it('points a capital increase’s and a business-year change’s finding at their inputs', () => {
    expect(dataField('tokeemeles')).toBe('tokeemeles.osszeg');
    expect(dataField('tokeemeles.osszeg')).toBe('tokeemeles.osszeg');
    expect(dataField('tokeemeles.hozzajarulasok.0')).toBe('tokeemeles.hozzajarulasok.0.hozzajarulo');
    expect(dataField('tokeemeles.hozzajarulasok.0.tag')).toBe('tokeemeles.hozzajarulasok.0.hozzajarulo');
    expect(dataField('tokeemeles.hozzajarulasok.1.csatlakozoNyilatkozat')).toBe(
      'tokeemeles.hozzajarulasok.1.csatlakozoNyilatkozat',
    );
    expect(dataField('tokeemeles.elsobbsegiJogNyilatkozatok')).toBe('tokeemeles.elsobbsegiJogNyilatkozatok');
    expect(dataField('uzletiEvValtozas')).toBe('uzletiEvValtozas.utolsoValtozasDatuma');
    expect(dataField('uzletiEvValtozas.ok')).toBe('uzletiEvValtozas.ok');
    expect(dataField('allamiCimvaltozas')).toBe('allamiCimvaltozas.jelolve');
    expect(dataField('dontes.hitelesito.id')).toBe('dontes.hitelesito');
  });

  it('sends a registered member’s unpaid törzsbetét to its box in step 2 (the payment is stated with the amendment)', () => {
    expect(amendmentFindingTarget('korabbi.tagok.1.torzsbetetBefizetve')).toEqual({
      step: 1,
      field: 'befizetettTorzsbetetek.1',
      label: FIX_IN_DATA,
    });
  });

  it('leads a missing-data warning on a person to where his data are entered, not to his name', () => {
    const target = (path: string, code: string) => amendmentFindingTarget(path, 'warning', code);
    // a member's, a director's, the company manager's personal data: the entry's 'Személyes adatok' button
    expect(target('uj.tagok.1', 'PERSONAL_DATA_MISSING')).toEqual({
      step: 0,
      field: 'tagok.1.szemelyesAdatok',
      label: VIEW_IN_EDITOR,
    });
    expect(target('uj.ugyvezetok.0', 'PERSONAL_DATA_MISSING')?.field).toBe('ugyvezetok.0.szemelyesAdatok');
    expect(target('uj.cegvezeto', 'COMPANY_MANAGER_DATA_MISSING')?.field).toBe('cegvezeto.szemelyesAdatok');
    // a legal-entity member's registration number on its entry
    expect(target('uj.tagok.1', 'LEGAL_ENTITY_DATA_MISSING')?.field).toBe('tagok.1.cegjegyzekszam');
    // an outside buyer's data in the transfer's fieldset of step 2, his first datum; a legal entity's number
    expect(target('uzletreszAtruhazasok.0.vevo', 'PERSONAL_DATA_MISSING')).toEqual({
      step: 1,
      field: 'uzletreszAtruhazasok.0.vevo.szuletesiNev',
      label: VIEW_IN_DATA,
    });
    expect(target('uzletreszAtruhazasok.1.vevo', 'LEGAL_ENTITY_DATA_MISSING')?.field).toBe(
      'uzletreszAtruhazasok.1.vevo.cegjegyzekszam',
    );
    // a minor buyer's representative: his block (its first input, the name); a member's in the editor
    expect(target('uzletreszAtruhazasok.0.vevo.torvenyesKepviselok.1', 'LEGAL_REPRESENTATIVE_DATA_MISSING')).toEqual({
      step: 1,
      field: 'uzletreszAtruhazasok.0.vevo.torvenyesKepviselok.1',
      label: VIEW_IN_DATA,
    });
    expect(target('uj.tagok.1.torvenyesKepviselok.0', 'LEGAL_REPRESENTATIVE_DATA_MISSING')?.field).toBe(
      'tagok.1.torvenyesKepviselok.0',
    );
    // the lawyer's KASZ in step 2; other findings on a buyer keep his name, as before
    expect(target('ugyvediIroda.kasz', 'KASZ_MISSING')?.field).toBe('ugyvediIroda.kasz');
    expect(target('uzletreszAtruhazasok.0.vevo', 'vevo-adatai')?.field).toBe('uzletreszAtruhazasok.0.vevo.nev');
    // a registered member printed in the seller's contract or a pre-emption statement: without the states to read him
    // against (the summary's RegisteredPersons, below), no link
    expect(target('korabbi.tagok.0', 'PERSONAL_DATA_MISSING')).toBeNull();
  });

  it('leads the findings of decisions 075–077 and 082 to their fields, by their paths', () => {
    const step = (path: string, severity: 'error' | 'warning') => {
      const target = amendmentFindingTarget(path, severity);
      return target && 'step' in target ? [target.step, target.field] : null;
    };
    // the changed state, in the company editor (?mezo=, company-editor.test.tsx): COUNTERSIGNING_LAWYER_IS_DIRECTOR,
    // _IS_PARTY, MEMBER_PRE_COMPANY, MEMBER_IN_STRIKE_OFF, MEMBER_IN_PROCEEDINGS, SHARE_RATIO_ZERO, NOTICE_PERIOD_LONG,
    // CENTRAL_ADMINISTRATION_ABROAD
    expect(step('uj.ugyvezetok.1.nev', 'warning')).toEqual([0, 'ugyvezetok.1.nev']);
    expect(step('uj.tagok.0.nev', 'warning')).toEqual([0, 'tagok.0.nev']);
    expect(step('uj.tagok.1.nev', 'error')).toEqual([0, 'tagok.1.nev']);
    expect(step('uj.tagok.1.uzletreszElteres', 'error')).toEqual([0, 'tagok.1.uzletreszElteres']);
    expect(step('uj.taggyulesSzabalyzasok.meghivasiHatarido', 'warning')).toEqual([
      0,
      'taggyulesSzabalyzasok.meghivasiHatarido',
    ]);
    expect(step('uj.kozpontiUgyintezesHelye', 'warning')).toEqual([0, 'kozpontiUgyintezesHelye']);
    // the amendment data, in step 2 (amendment-page.test.tsx): the parties of a transfer and an increase, the
    // pre-emption statement's day, the offer's communication, the keeper of the minutes
    expect(step('uzletreszAtruhazasok.0.eladoTag', 'warning')).toEqual([1, 'uzletreszAtruhazasok.0.eladoTag']);
    expect(step('uzletreszAtruhazasok.0.vevo', 'warning')).toEqual([1, 'uzletreszAtruhazasok.0.vevo.nev']);
    expect(step('tokeemeles.hozzajarulasok.0', 'warning')).toEqual([1, 'tokeemeles.hozzajarulasok.0.hozzajarulo']);
    expect(step('uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.1.datum', 'error')).toEqual([
      1,
      'uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.1.datum',
    ]);
    expect(step('uzletreszAtruhazasok.0.ajanlatKozlese', 'error')).toEqual([
      1,
      'uzletreszAtruhazasok.0.ajanlatKozlese',
    ]);
    expect(step('dontes.jegyzokonyvvezeto', 'warning')).toEqual([1, 'dontes.jegyzokonyvvezeto']);
  });

  it('offers no link where nothing in the flow fixes it', () => {
    expect(amendmentFindingTarget(undefined)).toBeNull();
    expect(amendmentFindingTarget('korabbi.tagok.0')).toBeNull();
    expect(amendmentFindingTarget('korabbi.tagok.0.penzbetet')).toBeNull();
    expect(amendmentFindingTarget('bejegyzes.cegjegyzekszam')).toBeNull();
  });

  it('leads an entry the registered state holds twice to its field on the company’s page (decision 078)', () => {
    const persons = { registered: {}, changed: {}, savedPersonIds: [] };
    for (const field of ['tagok.1', 'ugyvezetok.2', 'telephelyek.1', 'fioktelepek.0'])
      expect(amendmentFindingTarget(`korabbi.${field}`, 'warning', 'bejegyzett-allapot-ketszer', persons)).toEqual({
        registeredField: field,
        label: FIX_REGISTERED_DATA,
      });
    expect(registeredDataField({ code: 'bejegyzett-allapot-ketszer', path: 'korabbi.tagok.1' })).toBe('tagok.1');
    // another finding on the registered state, or another path, has none
    expect(registeredDataField({ code: 'PERSONAL_DATA_MISSING', path: 'korabbi.tagok.1' })).toBeNull();
    expect(registeredDataField({ code: 'bejegyzett-allapot-ketszer', path: 'uj.tagok.1' })).toBeNull();
    expect(amendmentFindingTarget('korabbi.tagok.1', 'warning', 'bejegyzett-allapot-ketszer')).toBeNull();
  });

  describe('a registered person’s missing data', () => {
    const kiss = { szemely: { id: 7 }, nev: 'Kiss Anna' };
    const nagy = { szemely: { id: 8 }, nev: 'Nagy Béla' };
    const unlinked = { szemely: {}, nev: 'Tóth Gábor' };
    const registered = { tagok: [kiss, nagy, unlinked], ugyvezetok: [nagy], cegvezeto: kiss };
    // Kiss Anna sold her share and left; Nagy Béla stays a member, now the second
    const changed = { tagok: [{ nev: 'Új Tag' }, nagy], ugyvezetok: [nagy] };
    const persons = { registered, changed, savedPersonIds: [7, '8'] };
    const finding = (path: string, code = 'PERSONAL_DATA_MISSING') => ({
      severity: 'warning' as const,
      code,
      message: 'Kiss Anna (eladó) hiányzó személyes adatai: anyja születési neve.',
      path,
    });

    it('leads to the same person’s ‘Személyes adatok’ in step 1 when he is in the changed state too', () => {
      expect(amendmentFindingTarget('korabbi.tagok.1', 'warning', 'PERSONAL_DATA_MISSING', persons)).toEqual({
        step: 0,
        field: 'tagok.1.szemelyesAdatok',
        label: COMPLETE_PERSON_IN_EDITOR,
      });
      // a registered director found among the changed state's directors first
      expect(amendmentFindingTarget('korabbi.ugyvezetok.0', 'warning', 'PERSONAL_DATA_MISSING', persons)).toEqual({
        step: 0,
        field: 'ugyvezetok.0.szemelyesAdatok',
        label: COMPLETE_PERSON_IN_EDITOR,
      });
      expect(registeredPersonHint(finding('korabbi.tagok.1'), persons)).toContain('„Személyes adatok” gombjával');
    });

    it('leads to the saved person’s editor when he is in the registered state only', () => {
      expect(amendmentFindingTarget('korabbi.tagok.0', 'warning', 'PERSONAL_DATA_MISSING', persons)).toEqual({
        personId: 7,
        label: COMPLETE_PERSON,
      });
      expect(amendmentFindingTarget('korabbi.cegvezeto', 'warning', 'COMPANY_MANAGER_DATA_MISSING', persons)).toEqual({
        personId: 7,
        label: COMPLETE_PERSON,
      });
      expect(registeredPersonHint(finding('korabbi.tagok.0'), persons)).toBe(
        'A bejegyzett állapot nem módosítható: a hiányzó adatokat a mentett személy adataként adja meg az alábbi hivatkozással (vagy a Személyek menüpontban); a dokumentumok a bejegyzett állapotból hiányzó adatokat a személy adataiból veszik át.',
      );
    });

    it('offers no link, and says the blanks stay, for a person linked to no saved person', () => {
      expect(amendmentFindingTarget('korabbi.tagok.2', 'warning', 'PERSONAL_DATA_MISSING', persons)).toBeNull();
      // linked to a person no longer among the saved ones
      const deleted = { ...persons, savedPersonIds: [8] };
      expect(amendmentFindingTarget('korabbi.tagok.0', 'warning', 'PERSONAL_DATA_MISSING', deleted)).toBeNull();
      expect(registeredPersonHint(finding('korabbi.tagok.0'), deleted)).toContain(
        'a dokumentumokban a kipontozott helyeket kézzel kell kitölteni',
      );
    });

    it('leads a registered tax id the server refuses (saved before decision 080) to the person, else the company’s page', () => {
      const message = 'A bejegyzett állapotban az 1. tag (Kiss Anna) adata hibás: Az adóazonosító jel hibás: …';
      const refused = (path: string) =>
        findingsOfRefusal({ [path]: message }).map((finding) => ({
          finding,
          target: amendmentFindingTarget(finding.path, finding.severity, finding.code, persons),
        }))[0]!;
      // kept with its path (it had none, and was told as text only)
      expect(refused('korabbi.tagok.0.adoazonositoJel').finding).toMatchObject({
        code: 'VALIDATION_FAILED',
        path: 'korabbi.tagok.0.adoazonositoJel',
        message,
      });
      // in the changed state too: his tax id in step 1 (its 'Személyes adatok', the dialog opened at the field,
      // decision 112); in the registered state only: his editor
      expect(refused('korabbi.tagok.1.adoazonositoJel').target).toEqual({
        step: 0,
        field: 'tagok.1.adoazonositoJel',
        label: FIX_PERSON_IN_EDITOR,
      });
      expect(refused('korabbi.tagok.0.adoazonositoJel').target).toEqual({ personId: 7, label: FIX_PERSON });
      expect(refused('korabbi.cegvezeto.adoazonositoJel').target).toEqual({ personId: 7, label: FIX_PERSON });
      // linked to no saved person, or another datum (the person's is not taken for it): the company's page
      expect(refused('korabbi.tagok.2.adoazonositoJel').target).toEqual({
        registeredField: 'tagok.2.adoazonositoJel',
        label: FIX_REGISTERED_DATA,
      });
      expect(refused('korabbi.szekhelyIngatlan.tulajdonosok.0.adoazonositoJel').target).toEqual({
        registeredField: 'szekhelyIngatlan.tulajdonosok.0.adoazonositoJel',
        label: FIX_REGISTERED_DATA,
      });
      // the server's message says what to do: no hint is added to it
      const { finding } = refused('korabbi.tagok.0.adoazonositoJel');
      expect(registeredPersonHint(finding, persons)).toBeNull();
      expect(needsRegisteredDataHint(finding)).toBe(false);
    });

    it('leaves every other finding as it was', () => {
      expect(registeredPersonHint(finding('uj.tagok.1'), persons)).toBeNull();
      expect(registeredPersonHint(finding('korabbi.tagok.1', 'elado-nem-fizetett'), persons)).toBeNull();
      expect(amendmentFindingTarget('korabbi.tagok.1.torzsbetetBefizetve', 'error', 'x', persons)?.label).toBe(
        FIX_IN_DATA,
      );
      expect(amendmentFindingTarget('uj.tagok.1', 'warning', 'PERSONAL_DATA_MISSING', persons)).toEqual({
        step: 0,
        field: 'tagok.1.szemelyesAdatok',
        label: VIEW_IN_EDITOR,
      });
    });
  });
});
