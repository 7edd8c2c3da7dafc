import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { meetingNotice } from './meeting-notice.ts';

/** The seat move decided at a meeting on 2026-11-20, convened by the invitation dated `meghivoKelte`. */
function invitedOn(meghivoKelte: string): AmendmentRequest {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  return { ...request, dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte } } };
}

describe('the notice period of a meeting convened by invitation (Ptk. 3:190. § (1); decision 050)', () => {
  it('is kept with fifteen full days between the two days, on the boundary with fourteen, short with fewer', () => {
    expect(invitedOn('2026-11-20').dontes.datum).toBe('2026-11-20');
    expect(meetingNotice(invitedOn('2026-11-04'))?.standing).toBe('KEPT');
    expect(meetingNotice(invitedOn('2026-11-05'))).toEqual({
      days: 15,
      isFromArticles: false,
      invited: '2026-11-05',
      standing: 'BOUNDARY',
      safeDay: '2026-11-21',
    });
    expect(meetingNotice(invitedOn('2026-11-06'))?.standing).toBe('SHORT');
  });

  it('on the boundary day the minutes do not state that the meeting was convened properly', () => {
    const minutes = documentText(invitedOn('2026-11-05'), 'hatarozat');
    expect(minutes).not.toContain('szabályszerűen');
    expect(minutes).toContain(
      'a 2026. november 5. napján kelt, a napirendet tartalmazó meghívó küldésével, a Polgári Törvénykönyvről szóló 2013. évi V. törvény (a továbbiakban: Ptk.) 3:17. § (1) bekezdése szerint hívta össze.',
    );
    expect(minutes).toContain('csak tizennégy teljes nap telt el');
    expect(minutes).toContain('legkorábban 2026. november 21. napján tartható');
    expect(minutes).toContain('(Ptk. 3:17. § (5))');
    const warning = renderer.prepare(invitedOn('2026-11-05')).findings.find((f) => f.code === 'meghivo-hatarnap');
    expect(warning?.message).toContain('a szabályszerű összehívást nem állapítja meg');
  });

  it("on the boundary of the articles' shorter period too", () => {
    const request = invitedOn('2026-11-15');
    const rules = { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: 5 };
    const shorter = {
      ...request,
      korabbi: { ...request.korabbi, taggyulesSzabalyzasok: rules },
      uj: { ...request.uj, taggyulesSzabalyzasok: rules },
    };
    expect(meetingNotice(shorter)).toMatchObject({ days: 5, isFromArticles: true, standing: 'BOUNDARY' });
    const minutes = documentText(shorter, 'hatarozat');
    expect(minutes).not.toContain('szabályszerűen');
    expect(minutes).toContain(
      'csak négy teljes nap telt el, a Ptk. 3:190. § (1) bekezdése szerint a két nap között legalább öt napnak',
    );
  });

  /** The seat move's meeting under articles whose notice period is `days`, invited on `meghivoKelte`. */
  function underArticlesPeriod(days: number, meghivoKelte: string): AmendmentRequest {
    const request = invitedOn(meghivoKelte);
    const rules = { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: days };
    return {
      ...request,
      korabbi: { ...request.korabbi, taggyulesSzabalyzasok: rules },
      uj: { ...request.uj, taggyulesSzabalyzasok: rules },
    };
  }

  it('writes a two or twelve before its noun as „két”, „tizenkét” (read-through 8)', () => {
    expect(documentText(underArticlesPeriod(12, '2026-11-04'), 'hatarozat')).toContain(
      'a társasági szerződés szerinti legalább tizenkétnapos meghívási idő megtartásával',
    );
    const boundary = documentText(underArticlesPeriod(12, '2026-11-08'), 'hatarozat');
    expect(boundary).toContain('csak tizenegy teljes nap telt el');
    expect(boundary).toContain('a két nap között legalább tizenkét napnak kell eltelnie');
    expect(documentText(underArticlesPeriod(3, '2026-11-17'), 'hatarozat')).toContain('csak két teljes nap telt el');
  });

  it('with the full period kept the minutes state that the meeting was convened properly', () => {
    const minutes = documentText(invitedOn('2026-11-04'), 'hatarozat');
    expect(minutes).toContain('3:190. §-a szerint szabályszerűen hívta össze.');
    expect(minutes).not.toContain('teljes nap telt el');
  });
});
