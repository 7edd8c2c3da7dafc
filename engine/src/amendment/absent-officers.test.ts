import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { checkAbsentOfficers } from './absent-officers.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

// cegnev: Nagy Lajos (director) chairs, Fehér Krisztina (member, no director) keeps the minutes; both attend
const request = loadAmendmentCase('cegnev');
const [nagyLajos, feherKrisztina] = request.dontes.jelenlevok;

function attending(...attendees: AmendmentRequest['dontes']['jelenlevok']): AmendmentRequest {
  return { ...request, dontes: { ...request.dontes, jelenlevok: attendees } };
}

describe('a chair or keeper of the minutes who was not at the meeting in person (decision 087)', () => {
  it('warns of a keeper who attended through a proxy, naming the proxy', () => {
    const byProxy = attending(nagyLajos!, { ...feherKrisztina!, kepviselo: 'dr. Kiss Ádám' });
    const findings = checkAmendment(planAmendment(byProxy), '').filter(
      (finding) => finding.code === 'tisztsegviselo-nem-volt-jelen',
    );
    expect(findings.map((finding) => [finding.severity, finding.path])).toEqual([
      ['warning', 'dontes.jegyzokonyvvezeto'],
    ]);
    expect(findings[0]!.message).toMatch(
      /^A jegyzőkönyvvezetőként megadott Fehér Krisztina a Társaság tagja, a taggyűlésen azonban nem személyesen, hanem meghatalmazottja \(dr\. Kiss Ádám\) útján vett részt \(Ptk\. 3:110\. § \(1\)\).*Ptk\. 3:193\. § \(2\)/u,
    );
  });

  it('warns of a keeper who was not there at all', () => {
    const [finding, ...others] = checkAbsentOfficers(planAmendment(attending(nagyLajos!)));
    expect(others).toEqual([]);
    expect(finding?.message).toContain('a taggyűlésen azonban nem volt jelen;');
  });

  it('leaves alone an officer present in person, a director, an attendee listed apart and a written resolution', () => {
    expect(checkAbsentOfficers(planAmendment(request))).toEqual([]);
    // the chair is the director, who may attend with advisory rights (Ptk. 3:111. § (1))
    expect(checkAbsentOfficers(planAmendment(attending(feherKrisztina!)))).toEqual([]);
    const guest = attending(nagyLajos!);
    expect(
      checkAbsentOfficers(
        planAmendment({
          ...guest,
          dontes: {
            ...guest.dontes,
            egyebJelenlevok: [...guest.dontes.egyebJelenlevok, { nev: 'Fehér Krisztina', minoseg: 'meghívott' }],
          },
        }),
      ),
    ).toEqual([]);
    const written = loadAmendmentCase('irasbeli-hatarozathozatal');
    expect(
      checkAbsentOfficers(
        planAmendment({ ...written, dontes: { ...written.dontes, jegyzokonyvvezeto: 'Fehér Krisztina' } }),
      ),
    ).toEqual([]);
  });
});
