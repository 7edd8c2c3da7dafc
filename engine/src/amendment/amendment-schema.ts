import { z } from 'zod';
import type { DocumentTree } from '../ast/blocks.ts';
import { companySchema, memberFieldsSchema } from '../schema/company.ts';
import {
  explainedLanguageShape,
  jointRepresentativesShape,
  legalRepresentativesShape,
  personalDataShape,
  refuseStrayJointRepresentatives,
} from '../schema/person.ts';
import { parseWith, type ParseResult } from '../schema/parse-request.ts';
import {
  entityId,
  flag,
  forintAmount,
  LIST_LIMITS,
  optionalDate,
  optionalText,
  requiredDate,
  requiredText,
  strictObject,
  tooMany,
} from '../schema/primitives.ts';
import { lawFirmSchema } from '../schema/request.ts';

/** Cg. number of a Kft.: court code, form code 09, serial (amendments brief 5.1; form code believed correct, U 15). */
export const REGISTRATION_NUMBER = /^\d{2}-09-\d{6}$/;

/**
 * The court codes of the Cg. number: the 20 company courts, 01 Fővárosi Törvényszék … 20 Zalaegerszegi Törvényszék
 * (the Cégközlöny's list of the registering courts' codes, cegkozlony.hu/utmutato 1/a; `COURTS`). No company is
 * registered under another code.
 */
const COURT_CODE = /^(?:0[1-9]|1\d|20)-/;

/**
 * The message when a Cg. number's court code is none of the 01–20 courts, or undefined. Checked where a lawyer enters
 * the number and where an amendment is planned, not where a stored registration is read (one entered before the rule
 * stays readable, and the amendment's check names the fix).
 */
export function unknownCourtCode(cegjegyzekszam: string): string | undefined {
  const number = cegjegyzekszam.trim().replace(/^Cg\.\s*/i, '');
  if (!REGISTRATION_NUMBER.test(number) || COURT_CODE.test(number)) return undefined;
  return `A cégjegyzékszám (${number}) első két számjegye a céget nyilvántartó cégbíróság kódja, amely 01 (Fővárosi Törvényszék Cégbírósága) és 20 (Zalaegerszegi Törvényszék Cégbírósága) között lehet; a ${number.slice(0, 2)} kódú cégbíróság nincs. Kérjük, a cégjegyzékszámot a hatályos cégkivonatról másolja át.`;
}
export const TAX_NUMBER = /^\d{8}-[1-5]-\d{2}$/;

/** The registered identifiers, read from a current cégkivonat (amendments brief section 4). */
export const registrationSchema = strictObject({
  cegjegyzekszam: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/^Cg\.\s*/i, '') : value),
    z
      .string({ error: 'A cégjegyzékszám megadása kötelező.' })
      .regex(REGISTRATION_NUMBER, { message: 'A cégjegyzékszám formátuma: 01-09-123456.' }),
  ),
  bejegyzesDatuma: requiredDate('A bejegyzés dátumának megadása kötelező.'),
  adoszam: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: 'Az adószám megadása kötelező.' })
      .regex(TAX_NUMBER, { message: 'Az adószám formátuma: 12345678-2-41.' }),
  ),
  letesitoOkiratKelte: requiredDate('A létesítő okirat keltének megadása kötelező.'),
  /** Where the founding document was signed, as its own dating line gives it; without it no place is printed for it. */
  letesitoOkiratHelye: optionalText(),
  utolsoModositasKelte: optionalDate(),
  /** The template version that rendered the registered articles (amendments brief 3.3): `articlesTemplateVersion()`. */
  sablonVerzio: optionalText(),
});

/**
 * The registration's dates in their order, checked where a lawyer enters them (the registration dialog, `PUT
 * /api/tarsasag/:id/bejegyzes`), not where a stored registration is read: a company is registered after its founding
 * document is signed, and the founding document is amended after it was signed. Swapped dates were taken silently and
 * became the base of every later amendment.
 */
export function refineRegistrationDates(
  registration: {
    cegjegyzekszam?: string;
    bejegyzesDatuma?: string;
    letesitoOkiratKelte?: string;
    utolsoModositasKelte?: string;
  },
  context: z.RefinementCtx,
): void {
  const { cegjegyzekszam, bejegyzesDatuma, letesitoOkiratKelte, utolsoModositasKelte } = registration;
  const court = cegjegyzekszam === undefined ? undefined : unknownCourtCode(cegjegyzekszam);
  if (court) context.addIssue({ code: 'custom', path: ['cegjegyzekszam'], message: court });
  if (!letesitoOkiratKelte) return;
  if (bejegyzesDatuma && bejegyzesDatuma < letesitoOkiratKelte)
    context.addIssue({
      code: 'custom',
      path: ['bejegyzesDatuma'],
      message:
        'A bejegyzés napja nem lehet korábbi a létesítő okirat keltezésénél: a társaságot az okirat aláírása után jegyzik be. Kérjük, ellenőrizze a két dátumot a cégkivonaton.',
    });
  if (utolsoModositasKelte && utolsoModositasKelte < letesitoOkiratKelte)
    context.addIssue({
      code: 'custom',
      path: ['utolsoModositasKelte'],
      message:
        'Az utolsó módosítás kelte nem lehet korábbi a létesítő okirat keltezésénél. Kérjük, ellenőrizze a két dátumot a cégkivonaton.',
    });
}

/**
 * A registration day, or a last amendment's date, after `today` (ISO `YYYY-MM-DD`, the calendar day in Budapest given
 * by the door: the engine never reads the clock) is refused where a lawyer enters it, like the dates' order ({@link refineRegistrationDates}): the
 * company is recorded as registered from the extract of a registration already made. A stored registration is not
 * checked again when it is read, so it stays readable on any later day.
 */
export function refuseFutureRegistration(today: string) {
  return (
    registration: { bejegyzesDatuma?: string; utolsoModositasKelte?: string | undefined },
    context: z.RefinementCtx,
  ): void => {
    // a registered amendment was signed before it was registered, so on or before today as well
    if (registration.utolsoModositasKelte !== undefined && registration.utolsoModositasKelte > today)
      context.addIssue({
        code: 'custom',
        path: ['utolsoModositasKelte'],
        message:
          'Az utolsó módosítás kelte nem lehet későbbi a mai napnál: a bejegyzett módosítást a bejegyzése előtt aláírták. Kérjük, ellenőrizze a dátumot a cégkivonaton; ha a módosítás bejegyzése még folyamatban van, a bejegyző végzés kézhezvétele után rögzítse.',
      });
    if (registration.bejegyzesDatuma !== undefined && registration.bejegyzesDatuma > today)
      context.addIssue({
        code: 'custom',
        path: ['bejegyzesDatuma'],
        message:
          'A bejegyzés napja nem lehet későbbi a mai napnál: a társaság bejegyzését a már megtörtént bejegyzés napjával, a hatályos cégkivonat szerint kell rögzíteni. Kérjük, ellenőrizze a dátumot; ha a bejegyzés még folyamatban van, a bejegyző végzés kézhezvétele után rögzítse.',
      });
  };
}

/** The registered identifiers as a lawyer enters them on `today` (ISO): `registrationSchema` with its dates in order. */
export const enteredRegistrationSchema = (today: string) =>
  registrationSchema.superRefine(refineRegistrationDates).superRefine(refuseFutureRegistration(today));

/** A member of the registered state: whether the törzsbetét is fully paid matters for transfers and increases. */
export const registeredMemberSchema = memberFieldsSchema
  .extend({
    torzsbetetBefizetve: z.preprocess((value) => (value === null ? undefined : value), z.boolean().optional()),
    tagsagKezdete: optionalDate(),
  })
  .superRefine(refuseStrayJointRepresentatives);

/** A company of an amendment, registered or as it will be: a Kft. has at least one member (Ptk. 3:159. § (1)). */
export const registeredCompanySchema = companySchema.extend({
  tagok: z.preprocess(
    (value) => value ?? [],
    z
      .array(registeredMemberSchema)
      .min(1, { message: 'Legalább egy tag megadása kötelező.' })
      .max(LIST_LIMITS.members, tooMany(LIST_LIMITS.members)),
  ),
});

/** Points at a member of the registered state by its saved person's id or by its name. */
export const memberRefSchema = strictObject({ id: entityId.optional(), nev: optionalText() }).refine(
  (ref) => ref.id !== undefined || ref.nev !== undefined,
  {
    message: 'A tagot azonosítóval (id) vagy névvel (nev) kell megjelölni.',
  },
);

export const DECISION_MODES = ['TAGGYULES', 'ULES_NELKULI', 'EGYEDULI_TAG', 'TAGOK_SZERZODESE'] as const;
export type DecisionMode = (typeof DECISION_MODES)[number];

/** A vote on one resolution: the members voting yes, no, abstaining, and those barred (Ptk. 3:19. § (2)). */
export const voteSchema = strictObject({
  targy: requiredText('A határozat tárgyának megadása kötelező.'),
  igen: z.preprocess((value) => value ?? [], z.array(memberRefSchema)),
  nem: z.preprocess((value) => value ?? [], z.array(memberRefSchema)),
  tartozkodas: z.preprocess((value) => value ?? [], z.array(memberRefSchema)),
  nemSzavazhatott: z.preprocess((value) => value ?? [], z.array(memberRefSchema)),
});

export const decisionSchema = strictObject({
  mod: z.enum(DECISION_MODES, {
    error: 'A döntés módja TAGGYULES, ULES_NELKULI, EGYEDULI_TAG vagy TAGOK_SZERZODESE lehet.',
  }),
  datum: requiredDate('A döntés dátumának megadása kötelező.'),
  kezdes: optionalText(),
  befejezes: optionalText(),
  helye: optionalText(),
  osszehivas: strictObject({
    mod: z.enum(['MEGHIVO', 'TELJES_JELENLET'], { error: 'Az összehívás módja MEGHIVO vagy TELJES_JELENLET.' }),
    meghivoKelte: optionalDate(),
    /**
     * The director who convened the meeting by the invitation, named in the minutes ("Kiss Anna ügyvezető"). Any
     * director may convene (Ptk. 3:196. § (2)); without a name the minutes say "az ügyvezető" when there is one, and
     * with several they state that the meeting was convened without naming who.
     */
    osszehivo: optionalText(),
  }).optional(),
  levezetoElnok: optionalText(),
  jegyzokonyvvezeto: optionalText(),
  hitelesito: memberRefSchema.optional(),
  jelenlevok: z.preprocess(
    (value) => value ?? [],
    z.array(strictObject({ tag: memberRefSchema, kepviselo: optionalText(), meghatalmazasKelte: optionalDate() })),
  ),
  egyebJelenlevok: z.preprocess(
    (value) => value ?? [],
    z.array(
      // one who does not understand Hungarian signs the attendance sheet (and the minutes, as chair or keeper) with the
      // explanation clause, as a member does (decision 095; Pp. 325. § (2))
      strictObject({
        nev: requiredText('A név megadása kötelező.'),
        minoseg: requiredText('A minőség kötelező.'),
        ...explainedLanguageShape(),
      }),
    ),
  ),
  /** Every present member voted yes on every resolution: no per-resolution vote is needed. */
  egyhangu: flag(false),
  szavazasok: z.preprocess((value) => value ?? [], z.array(voteSchema)),
  /** Written resolution: the day the director(s) sent the draft resolutions to the members (Ptk. 3:20. § (1)). */
  tervezetMegkuldese: optionalDate(),
  /**
   * Written resolution: the last day for the votes, at least eight days from receiving the draft (Ptk. 3:20. § (1)).
   * The decision's day (`datum`) is this day, or the earlier day the last vote arrived if every vote came in before it
   * (3:20. § (4)). Without it, `datum` is taken as the last day for the votes.
   */
  szavazasiHatarido: optionalDate(),
  /**
   * Written resolution: the day each member's vote (the signed voting form) reached the director(s), as they record it
   * on the form. Optional. The decision's day follows from these days (Ptk. 3:20. § (4)): the last day for the votes,
   * or the day the last vote arrived when every vote came in earlier; the directors' statement of the result prints
   * them. A vote cannot arrive before the draft was sent (3:20. § (1)), nor count after the last day (decision 032).
   */
  szavazatBeerkezesek: z
    .array(
      strictObject({
        tag: memberRefSchema,
        beerkezes: requiredDate('A szavazat beérkezésének napját meg kell adni.'),
      }),
    )
    .optional(),
});

/** The buyer of a business share: a person or a legal entity, with the personal data of a member. */
const buyerSchema = strictObject({
  nev: requiredText('A vevő nevének megadása kötelező.'),
  lakohely: requiredText('A vevő lakcímének (székhelyének) megadása kötelező.'),
  ...personalDataShape,
  jogiSzemely: flag(false),
  cegjegyzekszam: optionalText(),
  kepviselo: optionalText(),
  /** A legal-entity buyer's representatives who sign for it jointly with `kepviselo` (decision 041). */
  ...jointRepresentativesShape,
  /** A minor buyer's legal representatives (Ptk. 2:12.–2:14. §). */
  ...legalRepresentativesShape,
}).superRefine(refuseStrayJointRepresentatives);

export const transferSchema = strictObject({
  eladoTag: memberRefSchema,
  vevo: buyerSchema,
  vevoMarTag: flag(false),
  nevertek: forintAmount(),
  jogcim: z.enum(['ADASVETEL', 'AJANDEKOZAS'], { error: 'A jogcím ADASVETEL vagy AJANDEKOZAS lehet.' }),
  vetelar: forintAmount(),
  fizetesiHatarido: optionalDate(),
  eladoSzamlaszam: optionalText(),
  tulajdonatszallas: z.preprocess(
    (value) => value ?? 'VETELAR_MEGFIZETESE',
    z.enum(['ALAIRAS', 'VETELAR_MEGFIZETESE'], { error: 'A tulajdonátszállás ALAIRAS vagy VETELAR_MEGFIZETESE.' }),
  ),
  szerzodesKelte: requiredDate('Az átruházási szerződés keltének megadása kötelező.'),
  bejelentesKelte: optionalDate(),
  /** The day the offer was communicated to the other members (start of their 15 days, Ptk. 3:167. § (5)). */
  ajanlatKozlese: optionalDate(),
  elovasarlasiNyilatkozatok: z.preprocess(
    (value) => value ?? [],
    z.array(strictObject({ tag: memberRefSchema, datum: optionalDate() })),
  ),
  hazastarsiHozzajarulas: strictObject({ nev: requiredText('A házastárs nevének megadása kötelező.') }).optional(),
});

export const contributionSchema = strictObject({
  tag: memberRefSchema.optional(),
  /** A new member joining with the contribution (Ptk. 3:200. § (2)): the name as in the target state. */
  ujTag: optionalText(),
  penzbeli: forintAmount(),
  nemPenzbeli: forintAmount(),
  hatarido: requiredDate('A befizetés határidejének megadása kötelező.'),
  mod: z.enum(['pénzforgalmi számla', 'házipénztár'], {
    error: 'A befizetés módja pénzforgalmi számla vagy házipénztár lehet.',
  }),
  csatlakozoNyilatkozat: flag(false),
  /**
   * The contribution has been paid in full to the company's payment account or cash desk by the documents' date
   * (`keltezesIdeje`). Optional; absent or false: still owed by `hatarido`. The deed, the consolidated articles and the
   * register then state it as provided, the resolution and the commitment keep the time of performance as decided (Ptk.
   * 3:198. § (2) e)), and the filing summary lists the proof of payment (U 12).
   */
  befizetve: z.preprocess((value) => (value === null ? undefined : value), z.boolean().optional()),
});

export const capitalIncreaseSchema = strictObject({
  osszeg: forintAmount(),
  hozzajarulasok: z.preprocess((value) => value ?? [], z.array(contributionSchema)),
  kijeloltSzemelyek: z.preprocess((value) => value ?? [], z.array(z.string())),
  /** Members who waived or exercised their pre-emption right at the meeting (Ptk. 3:199. §). */
  elsobbsegiJogNyilatkozatok: z.preprocess((value) => value ?? [], z.array(memberRefSchema)),
});

export const DIRECTOR_END_REASONS = ['VISSZAHIVAS', 'LEMONDAS', 'LEJARAT'] as const;

/**
 * A mandate that ends. `lemondasKozlese` (a resignation only): the day the resignation was communicated to the company
 * (Ptk. 3:25. § (3)); it takes effect at the earliest then (6:5. §) and, deferred for the company's operability, at the
 * latest on the 60th day after it (3:25. § (4)). A day on another reason, or after the end, is refused here; the 60
 * days are checked with the other director rules (`checkDirectorTerms`; decision 045).
 */
export const directorEndSchema = strictObject({
  nev: requiredText('A megszűnő ügyvezető nevének megadása kötelező.'),
  ok: z.enum(DIRECTOR_END_REASONS, { error: 'A megszűnés oka VISSZAHIVAS, LEMONDAS vagy LEJARAT.' }),
  datum: requiredDate('A megszűnés dátumának megadása kötelező.'),
  lemondasKozlese: optionalDate(),
}).superRefine((end, ctx) => {
  if (end.lemondasKozlese === undefined) return;
  if (end.ok !== 'LEMONDAS')
    ctx.addIssue({
      code: 'custom',
      path: ['lemondasKozlese'],
      message:
        'A lemondás közlésének napja csak lemondásnál adható meg (Ptk. 3:25. § (3)); visszahívásnál vagy a megbízatás lejártánál törölje.',
    });
  else if (end.lemondasKozlese > end.datum)
    ctx.addIssue({
      code: 'custom',
      path: ['lemondasKozlese'],
      message:
        'A lemondás közlésének napja nem lehet későbbi a megbízatás megszűnésének napjánál: a lemondás a Társasággal való közlésével válik hatályossá, korábban nem (Ptk. 3:25. § (3), 6:5. §).',
    });
});

export const directorChangeSchema = strictObject({
  megszunok: z.preprocess((value) => value ?? [], z.array(directorEndSchema)),
  /** The new directors' acceptance dates by name; the directors themselves are in the target state. */
  elfogadasok: z.preprocess(
    (value) => value ?? [],
    z.array(strictObject({ nev: requiredText('A név megadása kötelező.'), datum: requiredDate('A dátum kötelező.') })),
  ),
});

export const businessYearChangeSchema = strictObject({
  ok: optionalText(),
  /** The date of the last change of the balance-sheet day, or null if it never changed (Szt. 11. § (3)). */
  utolsoValtozasDatuma: optionalDate(),
  /** A consolidation or parent-company reason that allows a change within three years. */
  konszolidaciosOk: flag(false),
});

/**
 * The registered seat's, telephely's or fióktelep's address changed by a state or municipal decision (a renamed
 * settlement or street, a renumbered house, a transfer to another county), not by a move: filed free of fee and
 * publication cost within 180 days of the change (Ctv. 53. § (1); decision 114). It covers every address change of the
 * request; `dontes` names the decision, `datum` is the day the new address took effect, from which the 180 days run.
 */
export const authorityAddressChangeSchema = strictObject({
  dontes: requiredText('A címváltozást elrendelő állami vagy önkormányzati döntés megjelölése kötelező.'),
  datum: requiredDate('A címváltozás bekövetkezésének napja kötelező (Ctv. 53. § (1): ettől számít a 180 nap).'),
});

/**
 * The amendment data beyond the two company states (amendments brief section 4). Every object of it, as of the
 * registered version, is a `strictObject`: a misspelt key is refused with its path and the closest known key, never
 * dropped (the documents would come out without it).
 */
const RESOLUTION_NUMBER_MESSAGE = 'A határozat sorszáma pozitív egész szám (például 3).';

export const amendmentDataSchema = strictObject({
  ugyvediIroda: lawFirmSchema,
  keltezesHelye: requiredText('A hely megadása kötelező.'),
  keltezesIdeje: requiredDate('Az idő megadása kötelező.'),
  hatalyNapja: optionalDate(),
  hatarozatSorszam: z.preprocess(
    // digits only: Number() would read "1e2" as 100 and " 0x3" as 3, which no lawyer means by a resolution's number
    (value) =>
      value === null || value === undefined || value === ''
        ? 1
        : typeof value === 'string'
          ? /^\s*\d+\s*$/.test(value)
            ? Number(value)
            : Number.NaN
          : value,
    z
      .number({ error: RESOLUTION_NUMBER_MESSAGE })
      .int({ message: RESOLUTION_NUMBER_MESSAGE })
      .min(1, { message: 'A sorszám legalább 1.' }),
  ),
  dontes: decisionSchema,
  uzletreszAtruhazasok: z.preprocess((value) => value ?? [], z.array(transferSchema)),
  tokeemeles: capitalIncreaseSchema.optional(),
  ugyvezetoValtozas: directorChangeSchema.optional(),
  uzletiEvValtozas: businessYearChangeSchema.optional(),
  allamiCimvaltozas: authorityAddressChangeSchema.optional(),
});

/** The registered company as kept with its version: identifiers, state, and the articles' block tree. */
export const registeredSchema = strictObject({
  bejegyzes: registrationSchema,
  tarsasag: registeredCompanySchema,
  /**
   * The registered articles' block tree (the engine's DocumentTree JSON), kept with the version. Only its outline is
   * checked (a title and a list of blocks), its blocks are not: the tree is the engine's own output (the server's
   * registered or consolidated articles, or a `registered.json` written from them), not data a lawyer types, and a
   * block's shape follows the templates' version (`bejegyzes.sablonVerzio`), so an older tree must still load.
   */
  okirat: z
    .custom<DocumentTree>(isDocumentTree, { message: 'A bejegyzett okirat nem érvényes dokumentumfa.' })
    .optional(),
});

/** Everything an amendment needs: what the server holds (registered version) and what the lawyer enters. */
export const amendmentRequestSchema = amendmentDataSchema.extend({
  bejegyzes: registrationSchema,
  korabbi: registeredCompanySchema,
  uj: registeredCompanySchema,
  okirat: registeredSchema.shape.okirat,
});

function isDocumentTree(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const tree = value as { title?: unknown; blocks?: unknown };
  return typeof tree.title === 'string' && Array.isArray(tree.blocks);
}

export type Registration = z.infer<typeof registrationSchema>;
export type RegisteredCompany = z.infer<typeof registeredCompanySchema>;
export type RegisteredMember = z.infer<typeof registeredMemberSchema>;
export type MemberRef = z.infer<typeof memberRefSchema>;
export type Vote = z.infer<typeof voteSchema>;
export type Decision = z.infer<typeof decisionSchema>;
export type Transfer = z.infer<typeof transferSchema>;
export type CapitalIncrease = z.infer<typeof capitalIncreaseSchema>;
export type Contribution = z.infer<typeof contributionSchema>;
export type DirectorChange = z.infer<typeof directorChangeSchema>;
export type AuthorityAddressChange = z.infer<typeof authorityAddressChangeSchema>;
export type AmendmentData = z.infer<typeof amendmentDataSchema>;
export type AmendmentRequest = z.infer<typeof amendmentRequestSchema>;
export type AmendmentRequestInput = z.input<typeof amendmentRequestSchema>;

/** Validates an amendment request, answering Hungarian messages with dotted field paths. */
export function parseAmendmentRequest(input: unknown): ParseResult<AmendmentRequest> {
  return parseWith(amendmentRequestSchema, input);
}
