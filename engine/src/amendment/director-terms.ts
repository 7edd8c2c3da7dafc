import { addMonths } from '../checks/add-months.ts';
import { birthday } from '../checks/check-age.ts';
import { longMandateNote } from '../checks/long-mandate-note.ts';
import type { Warning } from '../checks/warning.ts';
import { formatDate } from '../hu/format-date.ts';
import { addCalendarDays } from '../hu/non-working-days.ts';
import { isForeignAddress } from '../model/is-foreign-address.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { isSameParty } from './diff-companies.ts';

function error(code: string, message: string, path: string): Warning {
  return { code, severity: 'error', message, path };
}
function warning(code: string, message: string, path: string): Warning {
  return { code, severity: 'warning', message, path };
}

/**
 * The mandates an amendment creates and ends, as the formation checks judge the first directors' (`checkAge`,
 * `checkDates`, `checkDocumentNotes`; decision 042):
 * - a new director must be of age when he accepts and when the mandate starts (Ptk. 3:22. § (1)): under sixteen an
 *   error, sixteen or seventeen a warning, since marriage makes a minor of age (Ptk. 2:10. § (1)); the acceptance
 *   declares "nagykorú vagyok";
 * - the mandate comes into being by the acceptance (Ptk. 3:21. § (3)), so it cannot start before the acceptance; an
 *   acceptance after the other documents' day leaves the signature specimen signed "as director" before it (a warning);
 * - a fixed mandate ends after it starts (3:25. § (1) a)), not after a fixed-term company ends (3:114. §), and one
 *   longer than the five years of 3:114. § is pointed out (whether the articles may set longer is not settled);
 * - a director without a Hungarian address names a service-of-process agent (Ctv. 25. § (1) l));
 * - a recall takes effect at the earliest on the decision that recalls (3:25. § (1) c), (2)): never retroactively;
 * - only a fixed mandate expires, on its registered end (3:25. § (1) a));
 * - an end is given only for a registered director who leaves office (3:25. § (1), Ctv. 24. § (1) h));
 * - a registered director leaves office by the day the amended articles, which no longer name him, take effect: the
 *   consolidated text states the directors in office (Ctv. 51. § (2)), and a resignation a successor's election may
 *   already have made effective (3:25. § (4)) is pointed out in the same refusal.
 * - a resignation takes effect at the earliest when communicated and, deferred for the company's operability, at the
 *   latest on the 60th day after it (3:25. § (3)–(4), 6:5. §): `resignationFindings`.
 * `newDirectors` are the names of the directors the amendment elects.
 */
export function checkDirectorTerms(request: AmendmentRequest, newDirectors: readonly string[]): Warning[] {
  const findings: Warning[] = [];
  const decisionDate = request.dontes.datum;
  request.uj.ugyvezetok.forEach((director, index) => {
    if (!newDirectors.includes(director.nev)) return;
    const path = `uj.ugyvezetok.${index}`;
    const start = director.megbizasKezdoIdopontja;
    const accepted = request.ugyvezetoValtozas?.elfogadasok.find((item) =>
      isSameParty({ nev: item.nev }, director),
    )?.datum;
    // judged on the earlier of the acceptance and the start: the declaration says "nagykorú vagyok" when signed
    const judgedOn = [accepted, start].filter((day) => day !== undefined).sort()[0];
    const birth = director.szuletesiIdo;
    if (judgedOn !== undefined && birth !== undefined && birthday(birth, 18) > judgedOn) {
      const when =
        judgedOn === start
          ? `${formatDate(judgedOn)} napján, megbízatása kezdetekor`
          : `${formatDate(judgedOn)} napján, a tisztség elfogadásakor`;
      if (birthday(birth, 16) > judgedOn)
        findings.push(
          error(
            'ugyvezeto-kiskoru',
            `${director.nev} ${when} még nem töltötte be a tizenhatodik életévét (született: ${formatDate(birth)}), így nem nagykorú. Vezető tisztségviselő csak nagykorú személy lehet (Ptk. 3:22. § (1)); az elfogadó nyilatkozatban nagykorúságát kellene kijelentenie.`,
            `${path}.szuletesiIdo`,
          ),
        );
      else
        findings.push(
          warning(
            'ugyvezeto-kiskoru-hazassag',
            `${director.nev} ${when} még nem töltötte be a tizennyolcadik életévét (született: ${formatDate(birth)}). Vezető tisztségviselő csak nagykorú személy lehet (Ptk. 3:22. § (1)); kiskorú csak házasságkötéssel válik nagykorúvá (Ptk. 2:10. § (1)), és az elfogadó nyilatkozatban nagykorúságát jelenti ki. Kérjük, ellenőrizze.`,
            `${path}.szuletesiIdo`,
          ),
        );
    }
    if (accepted !== undefined && start !== undefined && accepted > start)
      findings.push(
        error(
          'elfogadas-kezdet-utan',
          `${director.nev} elfogadó nyilatkozata ${formatDate(accepted)} napján kelt, megbízatása azonban ${formatDate(start)} napjától szólna. A vezető tisztségviselői megbízás a tisztség elfogadásával jön létre (Ptk. 3:21. § (3)), így nem kezdődhet az elfogadás előtt: a megbízatás kezdete legalább az elfogadás napja legyen, vagy a tisztséget a kezdő napig fogadja el.`,
          'ugyvezetoValtozas.elfogadasok',
        ),
      );
    if (accepted !== undefined && accepted > request.keltezesIdeje)
      findings.push(
        warning(
          'elfogadas-okiratok-utan',
          `${director.nev} elfogadó nyilatkozatának kelte (${formatDate(accepted)}) későbbi, mint a többi okirat kelte (${formatDate(request.keltezesIdeje)}). Az elfogadó nyilatkozat az elfogadás napjával készül; az aláírás-mintát azonban ügyvezetőként az okiratok keltével írná alá, mielőtt megbízatása az elfogadással létrejön (Ptk. 3:21. § (3)). Ellenőrizze a dátumokat: az okiratok kelte legyen legalább az elfogadás napja, vagy az elfogadás legkésőbb az okiratok keltén történjen.`,
          'ugyvezetoValtozas.elfogadasok',
        ),
      );
    const end = director.megbizasVegIdopontja;
    if (end !== undefined && start !== undefined) {
      if (end <= start)
        findings.push(
          error(
            'ugyvezeto-megbizas-vege',
            `${director.nev} ügyvezetői megbízatásának vége (${formatDate(end)}) nem követi a megbízatás kezdetét (${formatDate(start)}); a határozott idejű megbízatás az időtartam lejártával szűnik meg (Ptk. 3:25. § (1) a)), így a vége csak a kezdete után lehet.`,
            `${path}.megbizasVegIdopontja`,
          ),
        );
      else if (request.uj.idotartamVege !== undefined && end > request.uj.idotartamVege)
        findings.push(
          error(
            'ugyvezeto-tarsasag-vege-utan',
            `${director.nev} ügyvezetői megbízatása (${formatDate(end)}) túlnyúlik a Társaság határozott időtartamán (${formatDate(request.uj.idotartamVege)}); a megbízatás legfeljebb a Társaság időtartamára szólhat (Ptk. 3:114. §).`,
            `${path}.megbizasVegIdopontja`,
          ),
        );
      else {
        const fiveYearsOn = addMonths(start, 60);
        if (end > fiveYearsOn)
          findings.push(
            warning(
              'ugyvezeto-ot-evnel-hosszabb',
              `${director.nev} ügyvezetői megbízatása ${formatDate(end)} napjáig, öt évnél hosszabb határozott időre szól. ${longMandateNote(fiveYearsOn)}`,
              `${path}.megbizasVegIdopontja`,
            ),
          );
      }
    }
    if (isForeignAddress(director.lakohely) && !director.kezbesitesiMegbizott?.trim())
      findings.push(
        warning(
          'ugyvezeto-kezbesitesi-megbizott',
          `${director.nev} (ügyvezető) lakóhelye külföldön van: kézbesítési megbízottat kell megneveznie, akinek adatait a cégjegyzék tartalmazza (Ctv. 25. § (1) l)); a létesítő okiratban és az elfogadó nyilatkozatban kipontozott hely áll a helyén.`,
          `${path}.kezbesitesiMegbizott`,
        ),
      );
  });
  const effective = request.hatalyNapja ?? decisionDate;
  request.ugyvezetoValtozas?.megszunok.forEach((end, index) => {
    if (end.datum > effective)
      findings.push(
        error(
          'megszunes-hataly-utan',
          `${end.nev} megbízatása ${formatDate(end.datum)} napján szűnik meg, a létesítő okirat módosítása azonban már ${formatDate(effective)} napján hatályba lép, és attól kezdve őt – bár még hivatalban van – nem nevezi meg ügyvezetőként. Az egységes szerkezetbe foglalt létesítő okiratnak a hatályos tartalmat, így a hivatalban lévő ügyvezetőket kell tartalmaznia (Ctv. 51. § (2)), a megbízatás pedig a megszűnés napjáig fennáll (Ptk. 3:25. § (1)). A módosítás hatálya legyen a megbízatás megszűnésének napja; lemondásnál ellenőrizze azt is, hogy a lemondás nem vált-e hatályossá korábban, az új ügyvezető megválasztásával (Ptk. 3:25. § (4)).`,
          `ugyvezetoValtozas.megszunok.${index}.datum`,
        ),
      );
    const registered = request.korabbi.ugyvezetok.find((director) => isSameParty({ nev: end.nev }, director));
    // an end given for someone who is no registered director, or who stays in office: the documents would not show it,
    // while the signers on each day are taken from it (`directorsInOffice`)
    if (!registered || request.uj.ugyvezetok.some((director) => isSameParty(director, registered)))
      findings.push(
        error(
          'megszunes-nem-egyezik',
          registered
            ? `${end.nev} ügyvezetői megbízatásának megszűnése meg van adva, ő azonban a változás utáni ügyvezetők között is szerepel. A megszűnt megbízatású ügyvezető a cégjegyzékből törlendő (Ptk. 3:25. § (1), Ctv. 24. § (1) h)): vegye ki a változás utáni ügyvezetők közül, vagy törölje a megszűnés adatait.`
            : `${end.nev} nem szerepel a bejegyzett ügyvezetők között, így megbízatásának megszűnése nem rögzíthető (Ptk. 3:25. § (1), Ctv. 24. § (1) h)); ellenőrizze a nevet.`,
          `ugyvezetoValtozas.megszunok.${index}`,
        ),
      );
    if (end.ok === 'LEJARAT' && registered && registered.megbizasVegIdopontja !== end.datum)
      findings.push(
        error(
          'lejarat-nem-egyezik',
          registered.megbizasVegIdopontja === undefined
            ? `${end.nev} megbízatása a bejegyzett adatok szerint határozatlan időre szól, így lejárattal nem szűnhet meg: lejárattal csak a határozott idejű megbízatás szűnik meg, az időtartam végén (Ptk. 3:25. § (1) a)). A megszűnés oka visszahívás vagy lemondás lehet (Ptk. 3:25. § (1) c)–d)).`
            : `${end.nev} határozott idejű megbízatása a bejegyzett adatok szerint ${formatDate(registered.megbizasVegIdopontja)} napján jár le, nem ${formatDate(end.datum)} napján; lejárattal a megbízatás az időtartam végén szűnik meg (Ptk. 3:25. § (1) a)). Javítsa a megszűnés napját, vagy más napon visszahívással vagy lemondással szűnik meg (Ptk. 3:25. § (1) c)–d)).`,
          `ugyvezetoValtozas.megszunok.${index}`,
        ),
      );
    if (end.ok === 'LEMONDAS') findings.push(...resignationFindings(end, index, decisionDate));
    if (end.ok === 'VISSZAHIVAS' && end.datum < decisionDate)
      findings.push(
        error(
          'visszahivas-dontes-elott',
          `${end.nev} visszahívása ${formatDate(end.datum)} napjával hatályosulna, a visszahívásról szóló döntés napja azonban ${formatDate(decisionDate)} A tagok a vezető tisztségviselőt bármikor visszahívhatják (Ptk. 3:25. § (1) c), (2)), a visszahívás azonban visszamenőleg nem hat: a megbízatás legkorábban a határozat napjával szűnhet meg.`,
          `ugyvezetoValtozas.megszunok.${index}.datum`,
        ),
      );
  });
  return findings;
}

/** The days a deferred resignation may wait for a successor: "legkésőbb a bejelentéstől számított hatvanadik napon". */
export const RESIGNATION_DEFERRAL_DAYS = 60;

/**
 * A resignation against its communication (decision 045). The resolution takes note that the director resigned, so the
 * resignation reached the company by the decision's day at the latest; given (`lemondasKozlese`), it cannot be later.
 * The resignation takes effect when communicated (Ptk. 6:5. § (1)–(2)) or, when the company's operability requires
 * it, with the successor's election, failing that at the latest on the 60th day from the communication (3:25. § (4);
 * the communication's day not counted, as Ptk. 8:3. § (1) counts days; the day of taking effect is not moved off a
 * non-working day, since it is no time limit for an act). An end after that day is refused: with the day given,
 * counted from it; without it, counted from the decision's day, the latest the resignation can have been
 * communicated, so only an end the law cannot allow in any case is refused, and a resignation given without its day
 * is not otherwise pointed at. That the end is not before the communication the schema checks
 * (`directorEndSchema`).
 */
function resignationFindings(
  end: { nev: string; datum: string; lemondasKozlese?: string | undefined },
  index: number,
  decisionDate: string,
): Warning[] {
  const path = `ugyvezetoValtozas.megszunok.${index}`;
  const communicated = end.lemondasKozlese;
  if (communicated !== undefined && communicated > decisionDate)
    return [
      error(
        'lemondas-kozles-dontes-utan',
        `${end.nev} lemondását a megadottak szerint ${formatDate(communicated)} napján közölte, a lemondást tudomásul vevő döntés napja azonban ${formatDate(decisionDate)} A lemondás a Társasággal (másik ügyvezetőjével vagy döntéshozó szervével) való közlésével válik hatályossá (Ptk. 3:25. § (3), 6:5. §); a tagok csak a már közölt lemondást vehetik tudomásul. Ellenőrizze a közlés napját, vagy a döntés a közlés után szülessen.`,
        `${path}.lemondasKozlese`,
      ),
    ];
  const from = communicated ?? decisionDate;
  const lastDay = addCalendarDays(from, RESIGNATION_DEFERRAL_DAYS);
  if (end.datum <= lastDay) return [];
  // both end on a date, whose dot closes the sentence
  const counted =
    communicated !== undefined
      ? `a lemondás közlésétől (${formatDate(communicated)}) számított hatvanadik nap ${formatDate(lastDay)}`
      : `a lemondást legkésőbb a tudomásul vevő döntés napján (${formatDate(decisionDate)}) közölték, így a bejelentéstől számított hatvanadik nap legkésőbb ${formatDate(lastDay)}`;
  return [
    error(
      'lemondas-hatvan-nap',
      `${end.nev} megbízatása lemondással ${formatDate(end.datum)} napján szűnne meg, ez azonban későbbi, mint amit a törvény megenged: ${counted} Ha a jogi személy működőképessége megkívánja, a lemondás az új vezető tisztségviselő megválasztásával, ennek hiányában legkésőbb a bejelentéstől számított hatvanadik napon válik hatályossá (Ptk. 3:25. § (4)); ha nem, már a közlésével (Ptk. 6:5. §). A megszűnés napja legkésőbb ${formatDate(lastDay)} lehet.`,
      `${path}.datum`,
    ),
  ];
}
