import { describe, expect, it } from 'vitest';
import { checkDocumentNotes } from '../checks/check-document-notes.ts';
import { buildTestRequest, testDirector, testMember } from './build-test-request.ts';
import { deriveModel } from './derive-model.ts';

const VIENNA = '1010 Wien, Stephansplatz 4., Ausztria';
const AGENT = 'dr. Őri Zsófia ügyvéd, 9021 Győr, Árpád út 34.';
const OTHER_AGENT = 'dr. Nagy Péter ügyvéd, 1052 Budapest, Váci utca 1.';

/** A sole founder living in Vienna who is the director too, with the agents given in each role. */
function founderDirector(memberAgent: string | undefined, directorAgent: string | undefined, byId = true) {
  const person = { lakohely: VIENNA, ...(byId ? { szemely: { id: 41 } } : {}) };
  return buildTestRequest({
    tagok: [
      testMember('Maximilian Gruber', {
        ...person,
        penzbetet: 3_000_000,
        ...(memberAgent ? { kezbesitesiMegbizott: memberAgent } : {}),
      }),
    ],
    ugyvezetok: [
      testDirector('Maximilian Gruber', {
        ...person,
        ...(directorAgent ? { kezbesitesiMegbizott: directorAgent } : {}),
      }),
    ],
  });
}

describe('deriveForeignPersons', () => {
  it('names a founder who is the director too once, with his one agent, in both roles', () => {
    for (const byId of [true, false]) {
      const model = deriveModel(founderDirector(AGENT, `  ${AGENT} `, byId));
      expect(model.foreignPersons).toEqual([
        {
          nev: 'Maximilian Gruber',
          nameInText: 'Maximilian Gruber',
          role: 'alapító és ügyvezető',
          agent: AGENT,
          isLegalEntity: false,
          isAbroad: true,
        },
      ]);
      expect(checkDocumentNotes(model).map((warning) => warning.code)).not.toContain('SERVICE_AGENTS_DIFFER');
    }
  });

  it('asks once for the agent a founder and director abroad did not name in either role', () => {
    const model = deriveModel(founderDirector(undefined, undefined));
    expect(model.foreignPersons.map((person) => [person.role, person.agent])).toEqual([['alapító és ügyvezető', null]]);
    expect(checkDocumentNotes(model).filter((warning) => warning.code === 'SERVICE_AGENT_MISSING')).toHaveLength(1);
  });

  it('keeps two agents of one person apart and tells the lawyer, as the register holds one', () => {
    const model = deriveModel(founderDirector(AGENT, OTHER_AGENT));
    expect(model.foreignPersons.map((person) => [person.role, person.agent])).toEqual([
      ['alapító', AGENT],
      ['ügyvezető', OTHER_AGENT],
    ]);
    const warning = checkDocumentNotes(model).find((found) => found.code === 'SERVICE_AGENTS_DIFFER');
    expect(warning).toMatchObject({ severity: 'warning', path: 'tarsasag.ugyvezetok.0.kezbesitesiMegbizott' });
    expect(warning!.message).toContain('Maximilian Gruber alapítóként és ügyvezetőként is kézbesítési megbízottat');
    expect(warning!.message).toContain(`(„${AGENT}”, illetve „${OTHER_AGENT}”)`);
  });

  it('names the agent of a company manager living abroad, and asks for one he lacks (Ctv. 24. § (1) h), 25. § (1) l))', () => {
    const manager = { nev: 'Jonas Weber', lakohely: 'Leopoldstraße 50., 80802 München, Németország' };
    const withAgent = deriveModel(buildTestRequest({ cegvezeto: { ...manager, kezbesitesiMegbizott: AGENT } }));
    expect(withAgent.foreignPersons).toEqual([
      {
        nev: 'Jonas Weber',
        nameInText: 'Jonas Weber',
        role: 'cégvezető',
        agent: AGENT,
        isLegalEntity: false,
        isAbroad: true,
      },
    ]);
    const without = deriveModel(buildTestRequest({ cegvezeto: manager }));
    expect(checkDocumentNotes(without).find((warning) => warning.code === 'SERVICE_AGENT_MISSING')?.message).toContain(
      'Jonas Weber (cégvezető) lakóhelye külföldön van',
    );
    // a manager read from the old free text has no address to judge
    expect(deriveModel(buildTestRequest({ cegvezeto: 'Jonas Weber' })).foreignPersons).toEqual([]);
  });

  it('leaves a member entered twice with two agents to MEMBER_LISTED_TWICE: no „tagként és tagként is”', () => {
    const abroad = (agent: string) => testMember('Kiss Anna', { lakohely: VIENNA, kezbesitesiMegbizott: agent });
    const model = deriveModel(buildTestRequest({ tagok: [abroad(AGENT), abroad(OTHER_AGENT)] }));
    expect(checkDocumentNotes(model).map((warning) => warning.code)).not.toContain('SERVICE_AGENTS_DIFFER');
  });

  it('names a member who is the company manager too once, and tells two different agents apart', () => {
    const person = { szemely: { id: 52 }, lakohely: VIENNA };
    const request = (managerAgent: string) =>
      buildTestRequest({
        tagok: [testMember('Kiss Anna', { ...person, kezbesitesiMegbizott: AGENT }), testMember('Nagy Béla')],
        cegvezeto: { nev: 'Kiss Anna', ...person, kezbesitesiMegbizott: managerAgent },
      });
    expect(deriveModel(request(AGENT)).foreignPersons.map((found) => [found.role, found.agent])).toEqual([
      ['tag és cégvezető', AGENT],
    ]);
    const differing = checkDocumentNotes(deriveModel(request(OTHER_AGENT))).find(
      (warning) => warning.code === 'SERVICE_AGENTS_DIFFER',
    );
    expect(differing?.path).toBe('tarsasag.cegvezeto.kezbesitesiMegbizott');
    expect(differing?.message).toContain('Kiss Anna tagként és cégvezetőként is kézbesítési megbízottat nevez meg');
  });

  it('does not take a namesake at another address, nor a legal-entity member, for the director', () => {
    const namesake = deriveModel(
      buildTestRequest({
        tagok: [
          testMember('Kiss Anna', { lakohely: VIENNA, kezbesitesiMegbizott: AGENT }),
          testMember('Omega GmbH', { jogiSzemely: true, lakohely: VIENNA, kezbesitesiMegbizott: AGENT }),
        ],
        ugyvezetok: [
          testDirector('Kiss Anna', { lakohely: '1011 Wien, Graben 1., Ausztria', kezbesitesiMegbizott: AGENT }),
        ],
      }),
    );
    expect(namesake.foreignPersons.map((person) => [person.nev, person.role])).toEqual([
      ['Kiss Anna', 'tag'],
      ['Omega GmbH', 'tag'],
      ['Kiss Anna', 'ügyvezető'],
    ]);
  });
});
