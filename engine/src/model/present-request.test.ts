import { describe, expect, it } from 'vitest';
import { treeText } from '../ast/tree-text.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { createNodeEngine } from '../node.ts';
import { buildTestRequest, testDirector, testMember } from './build-test-request.ts';

const engine = createNodeEngine();

/** A minor member with a hyphenated parent and interpreter, and a legal-entity member with joint representatives. */
const request = buildTestRequest({
  tagok: [
    testMember('Kiss Anna', {
      szuletesiIdo: '2015-03-03',
      torvenyesKepviselok: [{ nev: 'Kovács-Szabó Anna', minoseg: 'SZULO', szuletesiIdo: '1985-01-01' }],
    }),
    testMember('Béta Zrt.', {
      jogiSzemely: true,
      cegjegyzekszam: 'Cg. 01-10-123456',
      kepviselo: 'Kovács-Szabó Anna ügyvezető',
      egyuttesKepviselok: ['Nagy-Varga Éva igazgató'],
    }),
  ],
  ugyvezetok: [
    testDirector('Hans Gruber', {
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Tóth-Major Géza',
      tolmacsAzonosito: 'OFFI 1234',
    }),
  ],
});

const textOf = (type: 'tarsasagi' | 'elfogado-nyilatkozat') =>
  treeText(engine.renderTree(request, planDocuments(request, [type])[0]!));

describe('presentRequest: the names of those who act for a person never break at a hyphen', () => {
  it("binds a minor's legal representative as a name", () => {
    expect(textOf('tarsasagi')).toContain('Kovács\u2011Szabó\u00a0Anna');
  });

  it("binds a legal entity's representatives' hyphens only: their spaces stay ordinary, so the line wraps", () => {
    const text = textOf('tarsasagi');
    expect(text).toContain('Kovács\u2011Szabó Anna ügyvezető');
    expect(text).toContain('Nagy\u2011Varga Éva igazgató');
    expect(text).not.toContain('Kovács-Szabó Anna ügyvezető');
  });

  it("binds an interpreter's name", () => {
    expect(textOf('elfogado-nyilatkozat')).toContain('Tóth\u2011Major\u00a0Géza');
  });

  it('leaves the request as sent, which the checks read', () => {
    textOf('tarsasagi');
    expect(request.tarsasag.tagok[1]!.kepviselo).toBe('Kovács-Szabó Anna ügyvezető');
    expect(request.tarsasag.tagok[0]!.torvenyesKepviselok![0]!.nev).toBe('Kovács-Szabó Anna');
  });
});
