import { formatMarkedPercent } from '../hu/format-percent.ts';
import { withArticle } from '../hu/article.ts';
import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { LONG_NOTICE_DAYS, MEETING_MATTERS, type Company } from '../schema/company.ts';
import { MEETING_MATTER_NAMES } from '../schema/meeting-matter-names.ts';
import type { Warning } from './warning.ts';

/** The optional 11.8 items; every other letter is statutory (legal brief 2.8). */
const OPTIONAL_MATTERS = ['r', 's'];

/** Words that state how often an additional contribution may be ordered. */
const FREQUENCY =
  /évente|évenként|üzleti évben|naptári évben|alkalom|alkalommal|egyszer|kétszer|háromszor|havonta|negyedévente|félévente|gyakoris/iu;

/**
 * Words that state the most a member may be ordered to pay: a figure, an amount in words ("ötszázezer forint"), or a
 * cap tied to the member's own contribution ("legfeljebb a törzsbetét összegéig").
 */
const MAXIMUM = /\d|forint|legfeljebb[^.;]*(?:törzsbetét|vagyoni hozzájárulás)/iu;

/** Members' meeting rules and share rules (legal brief 2.6, 2.8, 8.6, 8.10). */
export function checkMeetingRules(company: Company, model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const rules = company.taggyulesSzabalyzasok;
  const quorum = rules.hatarozatKepessegSzazalek;
  if (!model.isSingleMember && (quorum < 50 || quorum >= 100))
    warnings.push({
      code: 'QUORUM_OUT_OF_RANGE',
      severity: 'warning',
      message: `A határozatképesség küszöbe (${formatMarkedPercent(quorum, false)}) az 50% és 100% közötti tartományon kívül esik; ${quorum < 50 ? 'a törvényinél alacsonyabb küszöb a kisebbség védelmét sértheti (Ptk. 3:18. §, 3:4. § (3))' : 'a 100%-os küszöb bármely tag távolmaradásával megbéníthatja a taggyűlést'}, ügyvédi felülvizsgálat szükséges.`,
      path: 'tarsasag.taggyulesSzabalyzasok.hatarozatKepessegSzazalek',
    });
  const disabled = MEETING_MATTERS.filter(
    (letter) => !OPTIONAL_MATTERS.includes(letter) && !rules[`pont11_8_${letter}`],
  );
  if (disabled.length > 0)
    warnings.push({
      code: 'STATUTORY_MATTER_DISABLED',
      severity: 'warning',
      // each matter named, not its letter alone: the articles letter only the items they print (decision 086)
      message: `${withArticle(joinList(disabled.map((letter) => `${letter}) (${MEETING_MATTER_NAMES[letter]})`)), true)} pont a legfőbb szerv törvényen alapuló hatáskörét rögzíti, ezért a dokumentum a kikapcsolt beállítás ellenére is tartalmazza (a feltételhez kötött pontokat a társaság adatai szerint); a létesítő okirat csak a kiírt pontokat betűzi, ezért ott a betűjel eltérhet.`,
      path: 'tarsasag.taggyulesSzabalyzasok',
    });
  const shareRules = company.uzletreszNyeresegSzabalyzasok;
  if (!shareRules.felosztashozBeleegyezes)
    warnings.push({
      code: 'STATUTORY_SHARE_RULE_DISABLED',
      severity: 'warning',
      message:
        'Az üzletrész felosztásához a Ptk. 3:173. § (2) bekezdése szerint a legfőbb szerv hozzájárulása szükséges; a dokumentum ezt a szabályt a kikapcsolt beállítás ellenére tartalmazza.',
      path: 'tarsasag.uzletreszNyeresegSzabalyzasok.felosztashozBeleegyezes',
    });
  if (!shareRules.elovasarlasiJog && !model.isSingleMember)
    warnings.push({
      code: 'PREEMPTION_EXCLUDED',
      severity: 'warning',
      message:
        'A társasági szerződés kizárja a Ptk. 3:167. § (2) bekezdése szerinti, az üzletrész másokat megelőző megszerzésére irányuló jogot; a kizárás megengedettsége vitatott, ügyvédi felülvizsgálat szükséges.',
      path: 'tarsasag.uzletreszNyeresegSzabalyzasok.elovasarlasiJog',
    });
  const terms = model.additionalContributions;
  if (terms !== null && !(MAXIMUM.test(terms) && FREQUENCY.test(terms)))
    warnings.push({
      code: 'ADDITIONAL_CONTRIBUTION_TERMS',
      severity: 'warning',
      message:
        'A pótbefizetés feltételeiben meg kell határozni a tagonként előírható legmagasabb összeget és az elrendelés gyakoriságát (Ptk. 3:99/A. § (1)); a megadott szöveg ezeket nem látszik tartalmazni.',
      path: 'tarsasag.potbefizetesFeltetelei',
    });
  // The text is printed as it is, as the articles' clause and in the member register (issue 9): a bare list of terms
  // ("tagonként legfeljebb 500 000 Ft, évente egyszer") authorises nobody to order anything.
  if (terms !== null && !/pótbefizet/iu.test(terms))
    warnings.push({
      code: 'ADDITIONAL_CONTRIBUTION_NOT_A_CLAUSE',
      severity: 'warning',
      message: `A pótbefizetés feltételeit ${model.isSingleMember ? 'az alapító okirat' : 'a társasági szerződés'} és a tagjegyzék változtatás nélkül, önálló rendelkezésként tartalmazza, a megadott szöveg azonban nem mondja ki, hogy ${model.isSingleMember ? 'az alapító' : 'a taggyűlés'} a veszteségek fedezésére pótbefizetést írhat elő (Ptk. 3:99/A. § (1)). Kérjük, teljes mondatban fogalmazza meg, például: „${model.isSingleMember ? 'Az alapító' : 'A taggyűlés'} a veszteségek fedezésére üzleti évenként legfeljebb egy alkalommal, tagonként legfeljebb 500 000 Ft összegű pótbefizetést írhat elő.”`,
      path: 'tarsasag.potbefizetesFeltetelei',
    });
  warnings.push(...checkNoticePeriod(model));
  warnings.push(...checkFreeTextBody(model));
  return warnings;
}

/** "taggyűlés" in any form ("A taggyűlés", "a taggyűlés határozatával"), as a word of its own or a compound's end. */
const NAMES_MEETING = /taggyűl/iu;
/**
 * The single founder, his deed or the sole member: "az alapító" in any case ("alapítót", "alapítói határozat"), "az
 * alapító okirat", "az egyedüli tag"; not "alapító tag" (a founding member) nor "alapítótag".
 */
const NAMES_SOLE_MEMBER = /(?:^|[^\p{L}])(?:alapító(?!\s*tag)|egyedüli\s+tag(?![\p{L}]))/iu;

/**
 * The body a free text names that the company does not have (read-through 8; decisions 049, 071): the members'
 * meeting in a single-member company (Ptk. 3:109. § (4)), or the founder, the founding deed or the sole member in a
 * company of several members (3:188. § (1)); null when it names none of them. The one test the formation and the
 * amendment (of the changed state) share; each words its own finding.
 */
export function namedOtherBody(text: string, isSingleMember: boolean): 'taggyules' | 'alapito' | null {
  if (isSingleMember) return NAMES_MEETING.test(text) ? 'taggyules' : null;
  return NAMES_SOLE_MEMBER.test(text) ? 'alapito' : null;
}

/**
 * The pótbefizetés and mellékszolgáltatás texts are printed as the lawyer wrote them (issue 9), in the articles and the
 * register. A text naming the members' meeting in a single-member company contradicts the deed it stands in ("A
 * Társaságnál taggyűlés nem működik; a legfőbb szerv hatáskörét az alapító gyakorolja", Ptk. 3:109. § (4)), and one
 * naming the founder, the founding deed or the sole member in a company of several members names a body and a
 * document that do not exist (read-through 8: a company changed from one member to several, or back, with the text
 * left as it was).
 */
function checkFreeTextBody(model: CompanyModel): Warning[] {
  const texts = [
    {
      text: model.additionalContributions,
      label: 'A pótbefizetés feltételei',
      verb: 'nevezik',
      path: 'tarsasag.potbefizetesFeltetelei',
    },
    {
      text: model.ancillaryServices,
      label: 'A mellékszolgáltatásról szóló szöveg',
      verb: 'nevezi',
      path: 'tarsasag.mellekszolgaltatasok',
    },
  ];
  return texts.flatMap(({ text, label, verb, path }): Warning[] => {
    if (text === null) return [];
    const body = namedOtherBody(text, model.isSingleMember);
    if (body === 'taggyules')
      return [
        {
          code: 'FREE_TEXT_NAMES_OTHER_BODY',
          severity: 'warning',
          message: `${label} a taggyűlést ${verb} meg, az egyszemélyes Társaságnál azonban taggyűlés nem működik: a legfőbb szerv hatáskörét ${withArticle(model.terms.member.nominative)} gyakorolja (Ptk. 3:109. § (4)). A szöveg változtatás nélkül kerül az alapító okiratba és a tagjegyzékbe; kérjük, javítsa.`,
          path,
        },
      ];
    if (body === 'alapito')
      return [
        {
          code: 'FREE_TEXT_NAMES_OTHER_BODY',
          severity: 'warning',
          message: `${label} az alapítót, az alapító okiratot vagy az egyedüli tagot ${verb} meg, a Társaságnak azonban több tagja van: a létesítő okirat társasági szerződés, a legfőbb szerv a taggyűlés (Ptk. 3:188. § (1)). A szöveg változtatás nélkül kerül a társasági szerződésbe és a tagjegyzékbe; kérjük, javítsa.`,
          path,
        },
      ];
    return [];
  });
}

/**
 * A notice period longer than thirty days (decision 075). Ptk. 3:190. § (1) sets at least fifteen days and voids only
 * a period shorter than three, so a longer one is lawful and printed; but the members' meeting must decide on a
 * mandatory capital reduction within thirty days of learning its cause (Ptk. 3:202. § (1)), and the director must
 * convene it without delay when the equity falls (Ptk. 3:189. § (1)): a longer notice leaves only a decision without a
 * meeting or a meeting every member attends. A warning: whether the period suits the company is the lawyer's call.
 */
function checkNoticePeriod(model: CompanyModel): Warning[] {
  const days = model.meeting.noticeDays;
  if (model.isSingleMember || days <= LONG_NOTICE_DAYS) return [];
  return [
    {
      code: 'NOTICE_PERIOD_LONG',
      severity: 'warning',
      message: `A taggyűlés meghívási ideje (${days} nap) hosszabb harminc napnál. A Ptk. 3:190. § (1) bekezdése legalább tizenöt napot ír elő, és csak a három napnál rövidebb időt tiltja, ezért a hosszabb időt a társasági szerződés tartalmazza; a törzstőke kötelező leszállításáról azonban a taggyűlésnek az ok bekövetkeztéről való tudomásszerzéstől számított harminc napon belül határoznia kell (Ptk. 3:202. § (1)), a Ptk. 3:189. § (1) bekezdése szerinti esetekben pedig az ügyvezető késedelem nélkül köteles a taggyűlést összehívni. Ilyen hosszú meghívási idő mellett ezek a határidők csak ülés tartása nélküli döntéshozatallal vagy valamennyi tag jelenlétében tartott taggyűléssel tarthatók; kérjük, ellenőrizze, hogy a Társaságnak ez megfelel-e.`,
      path: 'tarsasag.taggyulesSzabalyzasok.meghivasiHatarido',
    },
  ];
}
