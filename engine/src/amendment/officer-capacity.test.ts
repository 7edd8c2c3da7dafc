import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { checkUnplacedOfficers } from './officer-capacity.ts';
import { planAmendment } from './plan-amendment.ts';

// cegnev: Nagy Lajos (member, director) chairs, Fehér Krisztina (member) keeps the minutes, the lawyer attends
const request = loadAmendmentCase('cegnev');

function withDecision(decision: Partial<AmendmentRequest['dontes']>, base = request): AmendmentRequest {
  return { ...base, dontes: { ...base.dontes, ...decision } };
}

const election = (amendment: AmendmentRequest) =>
  /A taggyűlés egyhangúlag megválasztotta: [^\n]*/u.exec(documentText(amendment, 'hatarozat'))?.[0];

describe('a chair or keeper of the minutes who is no member (decision 091)', () => {
  it('names an outside keeper with the capacity the attendance sheet lists him in', () => {
    const employee = withDecision({
      jegyzokonyvvezeto: 'Kovács Éva',
      egyebJelenlevok: [...request.dontes.egyebJelenlevok, { nev: 'Kovács Éva', minoseg: 'a Társaság munkavállalója' }],
    });
    expect(planAmendment(employee).officerCapacities).toEqual({ chair: null, keeper: 'a Társaság munkavállalója' });
    expect(election(employee)).toBe(
      'A taggyűlés egyhangúlag megválasztotta: levezető elnök: Nagy Lajos; jegyzőkönyvvezető: Kovács Éva (a Társaság munkavállalója); jegyzőkönyv-hitelesítő tag: Fehér Krisztina.',
    );
    expect(documentText(employee, 'hatarozat')).toContain('Kovács Éva (a Társaság munkavállalója)\n–');
    expect(checkUnplacedOfficers(employee)).toEqual([]);
    // members are named as members, without a capacity
    expect(planAmendment(request).officerCapacities).toEqual({ chair: null, keeper: null });
  });

  it('warns of a name it cannot place: no member, director, representative or other attendee', () => {
    const unplaced = withDecision({ jegyzokonyvvezeto: 'Kovács Éva' });
    const found = checkAmendment(planAmendment(unplaced), '').filter(
      (finding) => finding.code === 'tisztsegviselo-ismeretlen',
    );
    expect(found.map((finding) => [finding.severity, finding.path])).toEqual([['warning', 'dontes.jegyzokonyvvezeto']]);
    expect(found[0]!.message).toMatch(
      /^A jegyzőkönyvvezetőként megadott Kovács Éva nem tagja és nem ügyvezetője a Társaságnak, és a taggyűlés egyéb jelenlévői között sem szerepel:.*adja meg az egyéb jelenlévők között a minőségével;/u,
    );
    expect(election(unplaced)).toContain('jegyzőkönyvvezető: Kovács Éva;');
  });

  it('places a member, a director, a proxy, a minor’s parent and an other attendee', () => {
    expect(checkUnplacedOfficers(request)).toEqual([]);
    // the lawyer listed among the other attendees keeps the minutes
    expect(checkUnplacedOfficers(withDecision({ jegyzokonyvvezeto: 'dr. Szabó Gergely' }))).toEqual([]);
    // a proxy of a member chairs
    const byProxy = withDecision({
      levezetoElnok: 'dr. Kiss Péter',
      jelenlevok: request.dontes.jelenlevok.map((attendee, index) =>
        index === 1 ? { ...attendee, kepviselo: 'dr. Kiss Péter' } : attendee,
      ),
    });
    expect(checkUnplacedOfficers(byProxy)).toEqual([]);
    // the minor member's parent keeps the minutes
    const minor = loadAmendmentCase('taggyules-kiskoru-hitelesito');
    expect(checkUnplacedOfficers(withDecision({ jegyzokonyvvezeto: 'Fehér Gáborné' }, minor))).toEqual([]);
    // a director elected at the meeting, no member, chairs it
    expect(
      checkUnplacedOfficers(withDecision({ levezetoElnok: 'Balogh Tamás' }, loadAmendmentCase('ugyvezeto-csere'))),
    ).toEqual([]);
    // not outside a meeting
    const written = loadAmendmentCase('irasbeli-hatarozathozatal');
    expect(checkUnplacedOfficers(withDecision({ jegyzokonyvvezeto: 'Kovács Éva' }, written))).toEqual([]);
  });
});

describe('a chair or keeper of the minutes who attends as a director (decision 095)', () => {
  // cegnev with a second registered director, Balogh Tamás, who is no member and stays in office
  const director = { ...request.korabbi.ugyvezetok[0]!, szemely: { id: 777 }, nev: 'Balogh Tamás' };
  const withDirector = (changes: Partial<typeof director> = {}): AmendmentRequest => ({
    ...request,
    korabbi: { ...request.korabbi, ugyvezetok: [...request.korabbi.ugyvezetok, { ...director, ...changes }] },
    uj: { ...request.uj, ugyvezetok: [...request.uj.ugyvezetok, { ...director, ...changes }] },
  });
  const sheet = (amendment: AmendmentRequest) => documentText(amendment, 'hatarozat').split('JELENLÉTI ÍV')[1]!;

  it('names a registered director who is no member „ügyvezető” in the election and on the attendance sheet', () => {
    const chaired = withDecision({ levezetoElnok: 'Balogh Tamás' }, withDirector());
    expect(planAmendment(chaired).officerCapacities).toEqual({ chair: 'ügyvezető', keeper: null });
    expect(election(chaired)).toBe(
      'A taggyűlés egyhangúlag megválasztotta: levezető elnök: Balogh Tamás (ügyvezető); jegyzőkönyvvezető: Fehér Krisztina; jegyzőkönyv-hitelesítő tag: Fehér Krisztina.',
    );
    expect(sheet(chaired)).toContain('Balogh Tamás (ügyvezető)\n–');
    // chairing and keeping the minutes, he is listed once
    const both = withDecision({ levezetoElnok: 'Balogh Tamás', jegyzokonyvvezeto: 'Balogh Tamás' }, withDirector());
    expect(planAmendment(both).officerAttendees).toEqual([{ nev: 'Balogh Tamás', minoseg: 'ügyvezető' }]);
    expect(sheet(both).match(/Balogh Tamás \(ügyvezető\)/gu)).toHaveLength(1);
    // a member who is director is named as a member
    expect(planAmendment(request).officerAttendees).toEqual([]);
  });

  it('names one the decision elects „ügyvezetőjelölt”: he is no director yet when the meeting opens', () => {
    const elected = withDecision({ levezetoElnok: 'Balogh Tamás' }, loadAmendmentCase('ugyvezeto-csere'));
    expect(planAmendment(elected).officerCapacities.chair).toBe('ügyvezetőjelölt');
    expect(election(elected)).toContain('levezető elnök: Balogh Tamás (ügyvezetőjelölt);');
    expect(sheet(elected)).toContain('Balogh Tamás (ügyvezetőjelölt)\n–');
  });

  it('takes the capacity of an other attendee of the same name, as the sheet lists him', () => {
    const both = withDecision(
      {
        levezetoElnok: 'Balogh Tamás',
        egyebJelenlevok: [{ nev: 'Balogh Tamás', minoseg: 'ügyvéd' }],
      },
      withDirector(),
    );
    expect(planAmendment(both).officerCapacities.chair).toBe('ügyvéd');
    expect(planAmendment(both).officerAttendees).toEqual([]);
    expect(sheet(both).match(/Balogh Tamás \(/gu)).toEqual(['Balogh Tamás (']);
    expect(sheet(both)).toContain('Balogh Tamás (ügyvéd)');
  });

  it('explains the attendance sheet to such a director who does not understand Hungarian, as the minutes do', () => {
    const foreign = withDecision(
      { levezetoElnok: 'Balogh Tamás' },
      withDirector({ nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsNeve: 'Weber Anna' }),
    );
    const [minutes, attendance] = documentText(foreign, 'hatarozat').split('JELENLÉTI ÍV') as [string, string];
    expect(minutes).toContain('Balogh Tamás a magyar nyelvet nem érti');
    expect(attendance).toContain('Balogh Tamás a magyar nyelvet nem érti');
    expect(attendance).toMatch(/A jelen okirat tartalmát Balogh Tamás részére német nyelven tolmácsoltam:/u);
  });
});

describe('an other attendee who does not understand Hungarian (decision 095)', () => {
  const lawyer = {
    nev: 'dr. Szabó Gergely',
    minoseg: 'ügyvéd',
    nemErtiMagyarul: true,
    magyarazatNyelve: 'angol',
    tolmacsNeve: 'Weber Anna',
  };

  it('is explained the attendance sheet he signs, and the minutes when he keeps them', () => {
    const attending = withDecision({ egyebJelenlevok: [lawyer] });
    const [minutes, attendance] = documentText(attending, 'hatarozat').split('JELENLÉTI ÍV') as [string, string];
    expect(attendance).toContain('Dr. Szabó Gergely a magyar nyelvet nem érti');
    expect(attendance).toMatch(/A jelen okirat tartalmát dr\. Szabó Gergely részére angol nyelven tolmácsoltam:/u);
    // he signs no minutes unless he holds an office
    expect(minutes).not.toContain('Dr. Szabó Gergely a magyar nyelvet nem érti');
    const keeping = withDecision({ egyebJelenlevok: [lawyer], jegyzokonyvvezeto: 'dr. Szabó Gergely' });
    expect(planAmendment(keeping).officers.keeper).toMatchObject({
      nev: 'dr. Szabó Gergely',
      magyarazatNyelve: 'angol',
    });
    expect(documentText(keeping, 'hatarozat').split('JELENLÉTI ÍV')[0]).toContain(
      'Dr. Szabó Gergely a magyar nyelvet nem érti',
    );
  });
});
