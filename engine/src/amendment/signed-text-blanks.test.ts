import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { planDocument } from '../documents/plan-documents.ts';
import { createNodeEngine } from '../node.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import { formationRequest } from './prepare-amendment.ts';

const engine = createNodeEngine();
const BLANK = '…………………………';

/** The line naming a person in a document. */
const lineOf = (text: string, name: string) =>
  text.split('\n').find((line) => line.includes(`${name} (születési név`))!;

describe('no blank for an unknown tax ID or account number in a text that is signed or certified', () => {
  const increase = loadAmendmentCase('tokeemeles-uj-taggal');

  it('the articles name a member without a tax ID without one, and with it when it is known (Ptk. 3:5. §)', () => {
    for (const stem of ['egyseges-szerkezet', 'modositas']) {
      const text = documentText(increase, stem);
      expect(lineOf(text, 'Fehér Krisztina')).not.toContain('adóazonosító jel');
      expect(text).toContain('adóazonosító jel: 8432000124;');
    }
    expect(lineOf(documentText(increase, 'egyseges-szerkezet'), 'Nagy Lajos')).toContain(
      'adóazonosító jel: 8412152387;',
    );
  });

  it('the formation articles do the same, while the director’s acceptance keeps the blank the registration needs', () => {
    const formation = formationRequest(increase, increase.korabbi, increase.keltezesIdeje);
    const { bejegyzes: _registered, ...unregistered } = formation;
    const director = { ...unregistered.tarsasag.ugyvezetok[0]!, adoazonositoJel: undefined };
    const request = { ...unregistered, tarsasag: { ...unregistered.tarsasag, ugyvezetok: [director] } };
    const articles = treeText(engine.renderTree(request, planDocument(request, 'tarsasagi')));
    expect(articles).not.toContain(`adóazonosító jel: ${BLANK}`);
    const acceptance = treeText(engine.renderTree(request, planDocument(request, 'elfogado-nyilatkozat')));
    expect(acceptance).toContain(`adóazonosító jel: ${BLANK}`);
  });

  it('the transfer agreement names a seller without a tax ID without a blank', () => {
    const text = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1');
    const seller = lineOf(text, 'Fehér Krisztina');
    expect(seller.slice(0, seller.indexOf('mint eladó'))).not.toContain('adóazonosító jel');
    expect(seller).toContain('adóazonosító jel: 8432009016;');
    expect(seller).not.toContain(BLANK);
  });

  it('the price goes to the account the seller names when its number is unknown, to the number when it is known', () => {
    const known = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1');
    expect(known).toContain('Eladó 11738008-20000000-11111111 számú fizetési számlájára átutal.');
    const unknown = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'uzletresz-atruhazas-1');
    expect(unknown).toContain('napjáig az Eladó által írásban megjelölt fizetési számlára átutal.');
    expect(unknown).not.toContain(`Eladó ${BLANK}`);
  });
});
