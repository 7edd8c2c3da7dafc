import type { DecisionMode } from './amendment-schema.ts';
import type { Resolution, TransferTopic } from './plan-amendment.ts';

/** The change types of the amendments brief, section 2. */
export const CHANGE_TYPES = [
  'CEGNEV',
  'SZEKHELY',
  'KOZPONTI_UGYINTEZES',
  'TELEPHELY',
  'FIOKTELEP',
  'FOTEVEKENYSEG',
  'EGYEB_TEVEKENYSEG',
  'UZLETI_EV',
  'UGYVEZETO_UJ',
  'UGYVEZETO_MEGSZUNES',
  'CEGJEGYZES',
  'UZLETRESZ_ATRUHAZAS',
  'TOKEEMELES',
  'EGYSZEMELYESSE_VALAS',
  'TOBBSZEMELYESSE_VALAS',
  'TAGOK_ADATAI',
  'POTBEFIZETES',
  'EGYEB',
] as const;

export type ChangeType = (typeof CHANGE_TYPES)[number];

/**
 * `NINCS`: no resolution by law; `EGYSZERU`: more than half of the votes present; `HAROMNEGYED`: at least ¾;
 * `EGYHANGU`: every member votes yes, members without a vote too (Ptk. 3:102. § (3)).
 */
export type Majority = 'NINCS' | 'EGYSZERU' | 'HAROMNEGYED' | 'EGYHANGU';

export type ChangeRule = {
  /** The Hungarian name of the change, for the summary and the filing page. */
  label: string;
  majority: Majority;
  /** The statute the majority rests on. */
  basis: string;
  /**
   * Director changes when the articles name the directors (amendments brief 1.2, U 4): pass at the simple majority,
   * warn unless three-quarters voted yes.
   */
  recommendsThreeQuarters?: boolean;
  /** The change is only carried into the consolidated text (Ctv. 51. § (2)); no amendment of the articles. */
  isDataUpdate?: boolean;
};

export const CHANGE_RULES: Record<ChangeType, ChangeRule> = {
  CEGNEV: { label: 'Cégnév', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)' },
  // 3:102. § (2) lists the seat among the simple-majority amendments; the Ptk. text read has no rule letting the
  // articles hand the seat change to the director (decision 021)
  SZEKHELY: { label: 'Székhely', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)' },
  KOZPONTI_UGYINTEZES: { label: 'Központi ügyintézés helye', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' },
  TELEPHELY: { label: 'Telephely', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)' },
  FIOKTELEP: { label: 'Fióktelep', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)' },
  FOTEVEKENYSEG: { label: 'Főtevékenység', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' },
  EGYEB_TEVEKENYSEG: { label: 'Egyéb tevékenységek', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)' },
  UZLETI_EV: { label: 'Üzleti év (mérlegfordulónap)', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' },
  UGYVEZETO_UJ: {
    label: 'Új ügyvezető',
    majority: 'EGYSZERU',
    basis: 'Ptk. 3:21. § (3), 3:19. § (3)',
    recommendsThreeQuarters: true,
  },
  UGYVEZETO_MEGSZUNES: {
    label: 'Ügyvezető megbízatásának megszűnése',
    majority: 'EGYSZERU',
    basis: 'Ptk. 3:25. § (2), 3:19. § (3)',
    recommendsThreeQuarters: true,
  },
  CEGJEGYZES: { label: 'Cégjegyzési jog', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' },
  UZLETRESZ_ATRUHAZAS: { label: 'Üzletrész-átruházás', majority: 'NINCS', basis: 'Ptk. 3:167.–3:168. §' },
  TOKEEMELES: { label: 'Törzstőke-emelés', majority: 'HAROMNEGYED', basis: 'Ptk. 3:198. § (1)' },
  EGYSZEMELYESSE_VALAS: {
    label: 'Egyszemélyessé válás',
    majority: 'NINCS',
    basis: 'Ptk. 3:208. § (2)',
  },
  TOBBSZEMELYESSE_VALAS: {
    label: 'Többszemélyessé válás',
    majority: 'NINCS',
    basis: 'Ptk. 3:209. § (3)',
  },
  TAGOK_ADATAI: {
    label: 'A tagok adatai',
    majority: 'NINCS',
    basis: 'Ctv. 51. § (2)',
    isDataUpdate: true,
  },
  // an amendment of the articles (3:102. § (1)); introducing the obligation burdens every member: see
  // `additionalContributionRule`
  POTBEFIZETES: { label: 'Pótbefizetés', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1), 3:99/A. §' },
  EGYEB: { label: 'A társasági szerződés egyéb rendelkezése', majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' },
};

/**
 * The rule for a change of the pótbefizetés clause. Articles that newly let the members' meeting order additional
 * contributions make every member's position more burdensome, which needs the unanimous vote of the members, those
 * without a vote included (Ptk. 3:102. § (3), 3:99/A. § (1)). Removing the clause, or a single-member company's
 * decision (3:99/A. § (7)), is an ordinary amendment (3:102. § (1)). Whether a reworded clause burdens the members
 * the data cannot tell: a finding asks the lawyer (decision 021).
 */
export function additionalContributionRule(before: string | null, after: string | null, isMulti: boolean): ChangeRule {
  if (isMulti && before === null && after !== null)
    return { ...CHANGE_RULES.POTBEFIZETES, majority: 'EGYHANGU', basis: 'Ptk. 3:102. § (3), 3:99/A. § (1)' };
  return CHANGE_RULES.POTBEFIZETES;
}

/**
 * The rule for an "other" amendment. Articles that newly impose a mellékszolgáltatás make every member's position more
 * burdensome, as a new pótbefizetés clause does: the unanimous vote of the members, those without a vote included
 * (Ptk. 3:102. § (3); decision 049). Anything else "other" is an ordinary amendment (3:102. § (1)).
 */
export function otherProvisionRule(
  ancillaryBefore: string | null,
  ancillaryAfter: string | null,
  isMulti: boolean,
): ChangeRule {
  if (isMulti && ancillaryBefore === null && ancillaryAfter !== null)
    return { ...CHANGE_RULES.EGYEB, majority: 'EGYHANGU', basis: 'Ptk. 3:102. § (3)' };
  return CHANGE_RULES.EGYEB;
}

const ORDER: Record<Majority, number> = { NINCS: 0, EGYSZERU: 1, HAROMNEGYED: 2, EGYHANGU: 3 };

/** The stricter of two majorities. */
export function stricterMajority(left: Majority, right: Majority): Majority {
  return ORDER[left] >= ORDER[right] ? left : right;
}

const MAJORITY_LABELS: Record<Exclude<Majority, 'EGYSZERU' | 'HAROMNEGYED'>, string> = {
  NINCS: 'határozat nem szükséges',
  EGYHANGU: 'valamennyi tag egyhangú szavazata (a szavazati joggal nem rendelkező tagoké is)',
};

/**
 * The majority as the summary names it for a decision mode, with the votes it is taken on: at a meeting those present,
 * in a written resolution, where nobody is present, those sent (Ptk. 3:19. § (3), 3:20. § (2); decision 038).
 */
export function majorityLabel(majority: Majority, mode: DecisionMode): string {
  const votes = mode === 'ULES_NELKULI' ? 'a megküldött szavazatok' : 'a jelen lévő szavazatok';
  if (majority === 'EGYSZERU') return `egyszerű szótöbbség (${votes} több mint fele)`;
  if (majority === 'HAROMNEGYED') return `legalább háromnegyedes szótöbbség (${votes} legalább háromnegyede)`;
  return MAJORITY_LABELS[majority];
}

/** The Hungarian names of the resolution subjects beyond the change types. */
export const RESOLUTION_LABELS: Record<ChangeType | 'ATRUHAZAS' | 'FELOSZTAS' | 'MODOSITAS', string> = {
  ...(Object.fromEntries(Object.entries(CHANGE_RULES).map(([type, rule]) => [type, rule.label])) as Record<
    ChangeType,
    string
  >),
  ATRUHAZAS: 'Hozzájárulás az átruházáshoz, a Társaság elővásárlási joga',
  FELOSZTAS: 'Hozzájárulás az üzletrész felosztásához',
  MODOSITAS: 'A létesítő okirat módosításának elfogadása',
};

/** The names of the transfer resolutions by what they decide (see `Resolution.transferTopic`). */
const TRANSFER_TOPIC_LABELS: Record<TransferTopic, string> = {
  giftConsent: 'Hozzájárulás az üzletrész ingyenes átruházásához',
  consentAndPreemption: RESOLUTION_LABELS.ATRUHAZAS,
  preemption: 'A Társaság elővásárlási joga',
};

/** The Hungarian name of a resolution: a transfer's by what it decides, any other's by its subject. */
export function resolutionTitle(resolution: Pick<Resolution, 'subject' | 'transferTopic'>): string {
  return resolution.transferTopic
    ? TRANSFER_TOPIC_LABELS[resolution.transferTopic]
    : RESOLUTION_LABELS[resolution.subject];
}
