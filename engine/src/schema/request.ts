import type { z } from 'zod';
import { companySchema } from './company.ts';
import {
  LIST_LIMITS,
  optionalText,
  requiredDate,
  requiredText,
  strictObject,
  textList,
  TEXT_LIMITS,
} from './primitives.ts';

/** The law firm's data as the wizard sends it (Ügyvédi iroda adatai). */
export const lawFirmSchema = strictObject({
  nev: requiredText('Az iroda neve kötelező.', { max: TEXT_LIMITS.name }),
  szekhely: requiredText('A székhely megadása kötelező.'),
  ugyvedNeve: requiredText('Az ügyvéd neve kötelező.', { max: TEXT_LIMITS.name }),
  kasz: optionalText({ max: TEXT_LIMITS.code }),
});

/** The company of a document request: it must have members and managing directors. */
export const documentCompanySchema = companySchema.superRefine((company, ctx) => {
  if (company.tagok.length === 0)
    ctx.addIssue({ code: 'custom', path: ['tagok'], message: 'Legalább egy tag megadása kötelező.' });
  if (company.ugyvezetok.length === 0)
    ctx.addIssue({ code: 'custom', path: ['ugyvezetok'], message: 'Legalább egy ügyvezető megadása kötelező.' });
});

/**
 * A registered company (amendments brief section 3): the documents print the plain name and the Cg. number, never
 * "bejegyzés alatt". `valtozasNapja` and `hatarozat` name the change the documents follow.
 */
export const registeredIdentifiersSchema = strictObject({
  cegjegyzekszam: requiredText('A cégjegyzékszám megadása kötelező.'),
  adoszam: optionalText(),
  valtozasNapja: optionalText(),
  hatarozat: optionalText(),
  /** The registered name (`nev`) and seat the company still bears on the document's date, before the change. */
  bejegyzettNev: optionalText(),
  /** The registered vezérszó, the registered short name's words with `bejegyzettNev` (Ctv. 3. § (3)). */
  bejegyzettVezerszo: optionalText(),
  bejegyzettSzekhely: optionalText(),
  /**
   * The seat moves to another court's district, or may (the new seat's district unknown): the company gets a new Cg.
   * number with the new court's prefix on registration (Ctv. 54. § (1), (3)). `cegbirosag` and `elotag` name the new
   * court and prefix when known; the number itself is the court's to give.
   */
  cegbirosagValtozas: strictObject({
    cegbirosag: optionalText(),
    elotag: optionalText(),
  }).optional(),
  /** The addresses the court has registered: the use declaration covers only the others (Ctv. 7. § (4)). */
  bejegyzettCimek: strictObject({
    szekhely: requiredText('A bejegyzett székhely megadása kötelező.'),
    kozpontiUgyintezesHelye: optionalText(),
    telephelyek: textList({ maxItems: LIST_LIMITS.premises }),
    fioktelepek: textList({ maxItems: LIST_LIMITS.branches }),
  }).optional(),
});

/** The body of every contract-engine call: `{ ugyvediIroda, keltezesHelye, keltezesIdeje, tarsasag }`. */
export const documentRequestSchema = strictObject({
  /** Editors validate a request file against the published JSON Schema this key names; the engine ignores it. */
  $schema: optionalText({ max: 500 }),
  ugyvediIroda: lawFirmSchema,
  keltezesHelye: requiredText('A hely megadása kötelező.'),
  keltezesIdeje: requiredDate('Az idő megadása kötelező.'),
  tarsasag: documentCompanySchema,
  /** Set for documents of an already registered company (a change); absent at formation. */
  bejegyzes: registeredIdentifiersSchema.optional(),
});

export type LawFirm = z.infer<typeof lawFirmSchema>;
export type RegisteredIdentifiers = z.infer<typeof registeredIdentifiersSchema>;
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export type DocumentRequestInput = z.input<typeof documentRequestSchema>;
