import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';

// The lawyer's review of the amendment documents' timing and wording (docs/decisions/022).

describe('a share that passes at signing while the price is due later (Ptk. 3:169. § (2), 3:197. § (3))', () => {
  it('says the buyer acquires it at signing and asks the lawyer to secure the price otherwise', () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'uzletresz-atruhazas-1');
    expect(text).toContain('Az Üzletrészt Vevő a jelen szerződés aláírásával szerzi meg.');
    expect(text).not.toContain('a vételár teljes megfizetésével');
    expect(text).toContain('a vételár megfizetését más módon (például ügyvédi letéttel) biztosítsa');
  });

  it('has no such note when the price is due on signing', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const transfer = { ...request.uzletreszAtruhazasok[0]!, fizetesiHatarido: '2026-11-18' };
    const text = documentText({ ...request, uzletreszAtruhazasok: [transfer] }, 'uzletresz-atruhazas-1');
    expect(text).not.toContain('ügyvédi letéttel');
  });

  it('refuses to render when the share passes only on payment after the notification', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const transfer = { ...request.uzletreszAtruhazasok[0]!, tulajdonatszallas: 'VETELAR_MEGFIZETESE' as const };
    expect(() => documentText({ ...request, uzletreszAtruhazasok: [transfer] }, 'tagjegyzek')).toThrow(
      /vételár teljes megfizetésével szerzi meg.*Ptk\. 3:169\. § \(2\)/,
    );
  });
});

describe('the resolution adopting the amendment, dated before the deed it adopts', () => {
  it.each(['cegnev', 'fotevekenyseg', 'irasbeli-hatarozathozatal'])(
    '%s: adopts the content and authorises the director to sign, with no annex dated after the minutes',
    (name) => {
      const text = documentText(loadAmendmentCase(name), 'hatarozat');
      expect(text).not.toContain('mellékletét képező okirat');
      expect(text).toMatch(
        /a létesítő okirat módosítását a fenti határozat(ok)?nak megfelelő tartalommal elfogad(ja|ják), és felhatalmaz(za|zák) az ügyvezetőt, hogy a létesítő okirat módosítását tartalmazó okiratot ezzel a tartalommal aláírja\./,
      );
    },
  );

  it("does not call the sole member's new articles an annex of a decision that predates them", () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'hatarozat');
    expect(text).not.toContain('mellékletét képező');
    expect(text).toContain(
      'elhatározza, hogy a társasági szerződés helyébe alapító okirat lép, és a létesítő okirat ennek megfelelő módosítását elfogadja',
    );
  });
});

describe('a decision without a meeting (Ptk. 3:20. §) in the words of the written procedure', () => {
  const request = loadAmendmentCase('irasbeli-hatarozathozatal');

  it('is the members’ decision taken without a meeting, not a members’ meeting resolution', () => {
    const text = documentText(request, 'hatarozat');
    expect(text).not.toMatch(/taggyűlési határozat|A taggyűlés/);
    expect(text).toContain('A tagok 1/2026. (XI. 20.) számú, ülés tartása nélkül hozott határozata');
    expect(text).toContain('A tagok a Társaság telephelyeit 2026. december 1. napjától kezdődő hatállyal');
    expect(text).toMatch(/szerint állapítják meg:/);
    expect(text).toContain('tartalommal elfogadják, és felhatalmazzák az ügyvezetőt');
  });

  it('names the members’ written decision in the deed, with the verb in the plural', () => {
    const text = documentText(request, 'modositas');
    expect(text).not.toContain('taggyűlése');
    expect(text).toMatch(
      /tagjai a 2026\. november 20\. napján ülés tartása nélkül hozott 2\/2026\. \(XI\. 20\.\) számú határozatukkal .* módosítják:/,
    );
  });

  it('tells the members in the draft that the majority is of the votes sent (Ptk. 3:19. § (3), 3:20. § (2))', () => {
    const text = documentText(request, 'tervezet-megkuldes');
    expect(text).toContain(
      'A határozat elfogadásához a megküldött szavazatok egyszerű többsége szükséges (Ptk. 3:102. § (2)).',
    );
    expect(text).toContain(
      'A szükséges szótöbbséget a megküldött – igen, nem és tartózkodó – szavazatokból kell számítani (Ptk. 3:19. § (3), 3:20. § (2)).',
    );
  });

  it('counts the votes in the filing summary against the votes sent, not those present (Ptk. 3:20. § (2))', () => {
    const text = documentText(request, 'benyujtasi-osszesito');
    expect(text).not.toContain('jelen:');
    expect(text).toContain('3 000 000 / megküldött: 3 000 000 (100%)');
  });
});

describe('documents dated before a change of name or seat takes effect (Ptk. 3:197. § (3), Ctv. 7. § (4))', () => {
  it('the member register bears the registered name and states the new one as the change', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'tagjegyzek');
    expect(text).toContain('\nHajdú Pékmester Korlátolt Felelősségű Társaság\n');
    expect(text).toContain('Cégnév: Hajdú Pékmester Korlátolt Felelősségű Társaság (a továbbiakban: Társaság)');
    expect(text).toContain(
      'A Társaság cégneve 2026. december 1. napjától: Hajdúsági Kézműves Pékség Korlátolt Felelősségű Társaság; rövidített cégneve: Hajdúsági Kft.',
    );
    expect(text).not.toMatch(/Hajdúsági Kézműves Pékség Korlátolt Felelősségű Társaság\n.*képviseletében/);
    expect(text).toMatch(/Hajdú Pékmester Korlátolt Felelősségű Társaság\n(.*\n)?.*képviseletében/);
  });

  it('the seat declaration and the member register identify the company by its registered seat', () => {
    const request = loadAmendmentCase('szekhely-mas-cegbirosag');
    const declaration = documentText(request, 'szekhely');
    expect(declaration).toContain('(székhely: 4027 Debrecen, Böszörményi út 20.; cégjegyzékszám: Cg. 09-09-031234;');
    expect(declaration).toContain('Székhely: 1138 Budapest, Váci út 99.');
    const register = documentText(request, 'tagjegyzek');
    expect(register).toContain('Székhely: 4027 Debrecen, Böszörményi út 20.');
    expect(register).toContain('A Társaság székhelye 2026. december 1. napjától: 1138 Budapest, Váci út 99.');
  });

  it('names no registered seat apart from the new one when the new seat is the same address written otherwise', () => {
    const request = loadAmendmentCase('cegnev-szekhely-ugyvezeto');
    const uj = { ...request.uj, szekhely: 'Debrecen, Böszörményi út 20., Magyarország' };
    const register = documentText({ ...request, uj }, 'tagjegyzek');
    expect(register).toContain('Székhely: Debrecen, Böszörményi út 20., Magyarország');
    expect(register).not.toContain('Böszörményi út 20.;');
    expect(register).not.toContain('A Társaság székhelye 2026.');
  });

  it('uses the new data once the change has taken effect on the documents’ date', () => {
    const request = loadAmendmentCase('cegnev');
    const text = documentText({ ...request, hatalyNapja: request.keltezesIdeje }, 'tagjegyzek');
    expect(text).toContain(
      'Cégnév: Hajdúsági Kézműves Pékség Korlátolt Felelősségű Társaság (a továbbiakban: Társaság)',
    );
    expect(text).not.toContain('cégneve 2026.');
  });
});

describe('the attachment list when only non-main activities change (Ctv. 51. § (2a))', () => {
  it('asks for no application, power of attorney or fee proof now, and lists the documents for the next application', () => {
    const text = documentText(loadAmendmentCase('egyeb-tevekenyseg'), 'benyujtasi-osszesito');
    expect(text).toContain('most nem kell változásbejegyzési kérelmet benyújtani');
    const list = text.slice(text.indexOf('A következő változásbejegyzési kérelemhez csatolandó okiratok'));
    expect(list).not.toBe(text);
    expect(list).not.toMatch(
      /változásbejegyzési kérelem \(elektronikus|ügyvédi meghatalmazás|megfizetésének igazolása/,
    );
    expect(list).toContain('létesítő okirat módosítása;');
  });

  it('keeps them when the change is filed now', () => {
    const text = documentText(loadAmendmentCase('fotevekenyseg'), 'benyujtasi-osszesito');
    expect(text).toContain('Csatolandó okiratok');
    expect(text).toContain(
      'változásbejegyzési kérelem a cégformának megfelelő, a jogi képviselő által aláírt elektronikus nyomtatványon (Ctv. 35. § (1));',
    );
    expect(text).toContain('az illeték és a közzétételi költségtérítés megfizetésének igazolása');
  });
});

describe('the qualified-majority notice among the documents to prepare (Ptk. 3:324. § (1))', () => {
  it.each(['atruhazas-tagra-reszleges', 'egyszemelyesse-valas'])('%s: lists the notice for Nagy Lajos', (name) => {
    const text = documentText(loadAmendmentCase(name), 'benyujtasi-osszesito');
    const list = text.slice(text.indexOf('Csatolandó okiratok'), text.indexOf('Ellenőrizendő'));
    expect(list).toContain(
      'a minősített többség megszerzésének bejelentése a szerzéstől számított tizenöt napon belül (Ptk. 3:324. § (1)) – Nagy Lajos;',
    );
  });

  it('is not listed when nobody reaches three-quarters of the votes', () => {
    expect(documentText(loadAmendmentCase('atruhazas-kivulallora'), 'benyujtasi-osszesito')).not.toContain(
      'minősített többség megszerzésének bejelentése',
    );
  });
});

describe('the repeal of several spent founding clauses, in the plural (Ptk. 3:102. § (1))', () => {
  it('says "pontjait mint … rendelkezéseket" in the resolution and "pontjainak" in the deed', () => {
    const request = loadAmendmentCase('szekhely-mas-cegbirosag');
    const resolution = documentText(request, 'hatarozat');
    expect(resolution).toMatch(
      /a létesítő okirat [\d., ]+és [\d.]+ pontjait mint a Társaság cégbejegyzésével kiüresedett alapításkori rendelkezéseket hatályon kívül helyezi/,
    );
    expect(resolution).not.toContain('pontját mint');
    expect(documentText(request, 'modositas')).toMatch(/[\d.]+ és [\d.]+ pontjainak módosítását/);
  });
});

describe('the heading of a resolution, which carries its own number (Ptk. 3:193. § (1))', () => {
  it.each([
    ['cegnev', '1/2026. (XI. 20.) számú taggyűlési határozat'],
    ['egyszemelyesse-valas', '1/2026. (XI. 20.) számú alapítói határozat'],
    // with its draft's serial (decision 077)
    [
      'irasbeli-hatarozathozatal',
      'A tagok 1/2026. (XI. 20.) számú, ülés tartása nélkül hozott határozata (1. számú határozattervezet)',
    ],
  ])('%s: prints no section number in front of "%s"', (name, heading) => {
    const text = documentText(loadAmendmentCase(name), 'hatarozat');
    expect(text).toContain(`\n${heading}\n`);
    expect(text).not.toMatch(/\n\d+\. \d+\/2026\./);
    expect(text).not.toMatch(/\d\.\d+\/2026\./);
  });
});

describe("the members' statement on their priority right in a capital increase (Ptk. 3:199. §)", () => {
  it('does not speak of undertakings beyond which they waive it when no member undertook anything', () => {
    const text = documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'hatarozat');
    expect(text).toContain('a Ptk. 3:199. §-a szerinti elsőbbségi jogukkal nem kívánnak élni.');
    expect(text).not.toContain('a fenti vállalások');
  });

  it('says the members exercise it to the extent of their undertakings when members take up the increase', () => {
    const text = documentText(loadAmendmentCase('tokeemeles-meglevo-tag'), 'hatarozat');
    expect(text).toContain(
      'a Ptk. 3:199. §-a szerinti elsőbbségi jogukkal a fenti vállalások erejéig élnek, azokon túl azzal nem kívánnak élni.',
    );
  });
});

describe('a change of several directors’ signing rights (Ctv. 8. §)', () => {
  const request = loadAmendmentCase('cegjegyzes-egyuttes');
  const directors = request.uj.ugyvezetok.map((director) => director.nev);

  it('names the director in each resolution sentence', () => {
    const text = documentText(request, 'hatarozat');
    expect(text).not.toContain('a Társaság ügyvezetőjének cégjegyzési jogát');
    for (const name of directors) expect(text).toContain(`A taggyűlés ${name} ügyvezető cégjegyzési jogát`);
  });

  it('names whose signing right each row of the filing summary is about', () => {
    const text = documentText(request, 'benyujtasi-osszesito');
    for (const name of directors) expect(text).toContain(`\nCégjegyzési jog – ${name}\n`);
  });
});

describe('the consent to a transfer to an outsider (Ptk. 3:167. § (3))', () => {
  it("cites the articles' point that requires the consent", () => {
    const text = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'hatarozat');
    expect(text).toContain('a Ptk. 3:167. §-a és a társasági szerződés 8.4. pontja alapján hozzájárul');
  });
});

describe('the filing summary’s figures and majorities', () => {
  it('cites Ptk. 3:102. § (2) for an adoption by simple majority', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito');
    expect(text).toContain('A módosítás elfogadása\negyszerű szótöbbség (Ptk. 3:102. § (2))');
    expect(text).not.toContain('(Ptk. 3:102. §)');
  });

  it("shows the sole member's written decision, not a majority and a dash", () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'benyujtasi-osszesito');
    expect(text).toContain('az egyedüli tag írásbeli határozata (Ptk. 3:109. § (4))');
    expect(text).not.toContain('legalább háromnegyedes szótöbbség');
  });

  it('groups the publication fee like the duty above it', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito');
    expect(text).toContain('Illeték: 15 000 Ft');
    expect(text).toContain('Közzétételi költségtérítés: 3 000 Ft');
  });
});

describe("an owner company's registration number (Ctv. form, as the company's own)", () => {
  it('prints "Cg. 09-09-011111" in the seat declaration', () => {
    const text = documentText(loadAmendmentCase('szekhely-azonos-cegbirosag'), 'szekhely');
    expect(text).toContain('cégjegyzékszám: Cg. 09-09-011111;');
  });
});

describe('a new seat used through a registered-office provider (Ctv. 7. § (4); 7/2017. (VI. 1.) IM rendelet)', () => {
  it('lists the declaration by its own title and the provider contract, not an owner’s consent', () => {
    const request = loadAmendmentCase('szekhely-mas-cegbirosag');
    const text = documentText(request, 'benyujtasi-osszesito');
    expect(text).toContain('nyilatkozat a székhely használatának jogcíméről;');
    expect(text).not.toContain('székhelyhasználati hozzájáruló nyilatkozat');
    expect(text).toContain('a székhelyszolgáltatóval kötött írásbeli megbízási szerződés');
    expect(text).not.toContain('a tulajdonos hozzájárulása, a tulajdoni lap');
    const owned = {
      ...request,
      uj: { ...request.uj, szekhelyIngatlan: { ...request.uj.szekhelyIngatlan!, jogcim: 'BERLET' as const } },
    };
    const consenting = documentText(owned, 'benyujtasi-osszesito');
    expect(consenting).toContain('székhelyhasználati hozzájáruló nyilatkozat;');
    expect(consenting).not.toContain('a tulajdonos hozzájárulása, a tulajdoni lap');
  });
});

describe("the power of attorney of an amendment by the members' contract", () => {
  it('names the contract by the day the members sign it, the date the deed bears', () => {
    const request = loadAmendmentCase('tagok-szerzodese');
    const text = documentText(request, 'meghatalmazas');
    expect(request.dontes.datum).not.toBe(request.keltezesIdeje);
    expect(text).toContain('a tagoknak a 2026. november 24. napján kelt, a létesítő okiratot módosító szerződésén');
    expect(documentText(request, 'modositas')).toContain('Kelt: Debrecen, 2026. november 24.');
  });
});

describe('a company becoming multi-member: the new articles are the members’ contract (Ptk. 3:209. § (3))', () => {
  it('says so in the filing summary and in the power of attorney', () => {
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    expect(documentText(request, 'benyujtasi-osszesito')).toMatch(
      /A módosítás elfogadása\s*a tagoknak a 2026\. november 24\. napján kelt szerződése \(Ptk\. 3:209\. § \(3\)\), az egyedüli tag hozzájárulásával/,
    );
    expect(documentText(request, 'meghatalmazas')).toContain(
      'az egyedüli tagnak a 2026. november 20. napján hozott határozatain és a tagoknak a 2026. november 24. napján kelt, a létesítő okiratot módosító szerződésén alapuló',
    );
  });
});

describe('the deed of a decision without a meeting (Ptk. 3:20. §)', () => {
  it('asks about the members’ signatures, not a chair’s or those present', () => {
    const written = documentText(loadAmendmentCase('irasbeli-hatarozathozatal'), 'modositas');
    expect(written).toContain('hogy a tagok aláírása is szükséges-e');
    expect(written).not.toContain('levezető elnök');
    expect(documentText(loadAmendmentCase('cegnev'), 'modositas')).toContain(
      'hogy a levezető elnök vagy a jelen lévő tagok aláírása is szükséges-e',
    );
  });
});

describe('the document of a decision without a meeting', () => {
  it('is listed by its own title, the director’s statement of the result', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    const title = 'Az ügyvezető megállapítása az ülés tartása nélküli határozathozatal eredményéről';
    expect(renderer.prepare(request).plan.documents.find((item) => item.id === 'hatarozat')?.title).toBe(title);
    expect(documentText(request, 'benyujtasi-osszesito')).toContain(
      'az ügyvezető megállapítása az ülés tartása nélküli határozathozatal eredményéről;',
    );
  });
});

describe('a member barred from voting on a resolution (Ptk. 3:19. § (2))', () => {
  it('is left out of that resolution’s quorum, and the minutes say so with the votes present', () => {
    const text = documentText(loadAmendmentCase('atruhazas-tagra-reszleges'), 'hatarozat');
    expect(text).toContain(
      'A Ptk. 3:19. § (2) bekezdése alapján nem szavazott: Fehér Krisztina; a határozatképességet e határozatnál nélküle kell megállapítani (Ptk. 3:18. § (2)): a leadható 1 800 000 szavazatból 1 800 000 szavazat volt jelen.',
    );
  });
});

describe('the pre-emption statement of the one other member', () => {
  it('is in the singular when the seller has one fellow member', () => {
    const text = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'a Társaság másik tagja a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jogával a mellékelt nyilatkozata szerint nem él',
    );
    expect(text).not.toContain('nyilatkozataik');
  });
});

describe('the member register of a single-member company', () => {
  it('speaks of its one member in the singular', () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'tagjegyzek');
    expect(text).toContain('A tagjegyzék a Társaság tagját és törzsbetétjét');
    expect(text).not.toContain('tagjait és törzsbetétjeit');
  });
});

describe('several changes in one decision: who signs and how the company is named before they take effect', () => {
  const signerOf = (text: string) => [...text.matchAll(/képviseletében(?: együttesen)?: (.+)/g)].map((m) => m[1]);

  it('the member register and the seat declaration are signed by the director in office on their date, not by the one elected from a later day (Ptk. 3:21. § (3), 3:25. §, 3:197. § (3))', () => {
    const request = loadAmendmentCase('cegnev-szekhely-ugyvezeto');
    expect(signerOf(documentText(request, 'tagjegyzek'))).toEqual(['Nagy Lajos']);
    expect(signerOf(documentText(request, 'szekhely'))).toEqual(['Nagy Lajos']);
    expect(signerOf(documentText(request, 'meghatalmazas'))).toEqual(['Nagy Lajos']);
    // once the recall and the election have taken effect, the new director signs
    const later = { ...request, keltezesIdeje: '2026-12-02' };
    expect(signerOf(documentText(later, 'tagjegyzek'))).toEqual(['Balogh Tamás']);
    expect(signerOf(documentText(later, 'szekhely'))).toEqual(['Balogh Tamás']);
  });

  it('a director staying in office signs as registered until the new signing rule takes effect', () => {
    const request = loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes');
    const register = documentText(request, 'tagjegyzek');
    expect(signerOf(register)).toEqual(['Nagy Lajos']);
    expect(register).not.toContain('képviseletében együttesen');
    const later = documentText({ ...request, keltezesIdeje: '2026-12-02' }, 'tagjegyzek');
    expect(signerOf(later)).toEqual(['Nagy Lajos', 'Fehér Krisztina']);
  });

  it("the new director's acceptance names the company by its registered name and seat, under which it elected them", () => {
    const text = documentText(loadAmendmentCase('cegnev-szekhely-ugyvezeto'), 'elfogado-nyilatkozat-1');
    expect(text).toContain(
      'kijelentem, hogy a Hajdú Pékmester Korlátolt Felelősségű Társaság (székhely: 4027 Debrecen, Böszörményi út 20.; cégjegyzékszám: Cg. 09-09-031234; a továbbiakban: Társaság) taggyűlésének 4/2026. (XI. 20.) számú határozatával',
    );
    expect(text).not.toContain('Hajdúsági Kézműves Pékség');
    expect(text).not.toContain('1138 Budapest');
  });

  it('the signature specimen carries the new name with a visible note that the choice is to be confirmed (U 13)', () => {
    const text = documentText(loadAmendmentCase('cegnev-szekhely-ugyvezeto'), 'alairasminta-1');
    expect(text).toContain('\nHajdúsági Kézműves Pékség Korlátolt Felelősségű Társaság\n');
    expect(text).toContain('mint a Hajdúsági Kézműves Pékség Korlátolt Felelősségű Társaság (székhely:');
    expect(text).toContain(
      'a Társaság cégneve ugyanebben az eljárásban 2026. december 1. napjától változik (bejegyzett cégneve: Hajdú Pékmester Korlátolt Felelősségű Társaság)',
    );
    expect(text).toContain('(U 13)');
    expect(documentText(loadAmendmentCase('ugyvezeto-csere'), 'alairasminta-1')).not.toContain('U 13');
  });

  it('the signature specimen of a seat moving to another court tells the lawyer the Cg. number will change (Ctv. 54. §)', () => {
    const request = loadAmendmentCase('cegnev-szekhely-ugyvezeto');
    const text = documentText(request, 'alairasminta-1');
    expect(text).toContain('cégjegyzékszám: Cg. 09-09-031234;');
    expect(text).toContain(
      'a Társaság székhelye ugyanebben az eljárásban 2026. december 1. napjától a Fővárosi Törvényszék Cégbírósága illetékességi területére kerül; a bejegyzés után a cégbíróság a cégiratokat az új székhely szerinti cégbíróságnak megküldi (Ctv. 54. § (3)), és a Társaság új, 01-09- kezdetű cégjegyzékszámot kap.',
    );
    expect(text).not.toMatch(/01-09-\d/);
    // the new seat's district unknown: the possible change stays visible
    const unknown = documentText(
      { ...request, uj: { ...request.uj, szekhely: '9999 Nincsilyenfalva, Fő utca 1.' } },
      'alairasminta-1',
    );
    expect(unknown).toContain(
      'a program nem tudja megállapítani, hogy a Társaság új székhelye melyik cégbíróság illetékességi területére esik.',
    );
    // a move within the registered court's district, and no move at all: no note
    const within = documentText(
      { ...request, uj: { ...request.uj, szekhely: '4025 Debrecen, Piac utca 1.' } },
      'alairasminta-1',
    );
    expect(within).not.toContain('Ctv. 54. §');
    expect(documentText(loadAmendmentCase('ugyvezeto-csere'), 'alairasminta-1')).not.toContain('Ctv. 54. §');
  });
});

describe('a signing rule naming a co-signer elected in the same decision', () => {
  it('follows the resolution electing the co-signer, so no resolution calls a person ügyvezető before electing them', () => {
    const text = documentText(loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes'), 'hatarozat');
    const election = text.indexOf('A taggyűlés a Társaság ügyvezetőjévé 2026. december 1. napjától');
    const signing = text.indexOf('A taggyűlés Nagy Lajos ügyvezető cégjegyzési jogát');
    expect(election).toBeGreaterThan(0);
    expect(signing).toBeGreaterThan(election);
    expect(text).toContain('Napirend:\nügyvezető megválasztása;\na cégjegyzési jog megváltoztatása;');
  });
});

describe('the members amending the articles by contract and replacing the director (Ptk. 3:102. § (1), 3:25. §)', () => {
  it('states in the deed the recall of the director the articles no longer name, as a resolution would', () => {
    const contract = loadAmendmentCase('tagok-szerzodese');
    const replacement = loadAmendmentCase('ugyvezeto-csere');
    const request = {
      ...contract,
      uj: { ...contract.uj, ugyvezetok: replacement.uj.ugyvezetok },
      ugyvezetoValtozas: replacement.ugyvezetoValtozas,
    };
    const deed = documentText(request, 'modositas');
    expect(deed).toContain(
      'A tagok a Társaság ügyvezetőjét 2026. december 1. napjával ügyvezetői tisztségéből visszahívják. A visszahívott ügyvezető: Nagy Lajos.',
    );
    expect(deed.indexOf('visszahívják')).toBeLessThan(deed.indexOf('egyéb rendelkezései változatlanul'));
    // after a resolution the deed leaves it to the resolution
    expect(documentText(replacement, 'modositas')).not.toContain('visszahív');
  });
});

describe("the acquirer's notification to a company its two directors represent jointly (Ptk. 3:168. § (2))", () => {
  it('names both directors in the plural and gives each a receipt line', () => {
    const transfer = loadAmendmentCase('atruhazas-kivulallora');
    const directors = loadAmendmentCase('cegjegyzes-egyuttes').uj.ugyvezetok;
    const request = {
      ...transfer,
      korabbi: { ...transfer.korabbi, ugyvezetok: directors },
      uj: { ...transfer.uj, ugyvezetok: directors },
    };
    const text = documentText(request, 'uzletresz-atruhazas-1');
    const notification = text.slice(text.indexOf('BEJELENTÉS'));
    expect(notification).toContain('képviselik: Nagy Lajos és Fehér Krisztina ügyvezetők együttesen.');
    expect(notification).not.toContain('Krisztina ügyvezető.');
    expect(notification).toMatch(
      /Átvettem: .*\n.*\nNagy Lajos\nügyvezető\nÁtvettem: .*\n.*\nFehér Krisztina\nügyvezető/,
    );
    // one director: singular, one line
    const single = documentText(transfer, 'uzletresz-atruhazas-1');
    expect(single).toContain('képviseli: Nagy Lajos ügyvezető.');
    expect(single.match(/Átvettem:/g)).toHaveLength(1);
  });
});
