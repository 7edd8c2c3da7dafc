/** Every failure the API answers on purpose, with its HTTP status and default Hungarian message. */
const ERROR_CATALOGUE = {
  VALIDATION_FAILED: [400, 'Hibás vagy hiányzó adatok.'],
  MALFORMED_REQUEST: [400, 'A kérés formátuma hibás.'],
  INVALID_RESET_TOKEN: [400, 'A jelszó-visszaállító link érvénytelen vagy lejárt. Kérjen újat!'],
  INVALID_REGISTRATION_TOKEN: [
    400,
    'A regisztráció megerősítő linkje érvénytelen, lejárt vagy már felhasználták. Kérjük, regisztráljon újra.',
  ],
  INVALID_DIRECTOR_INDEX: [400, 'Nincs ilyen sorszámú ügyvezető.'],
  INVALID_SIGNATURE: [400, 'Érvénytelen aláírás.'],
  UNAUTHENTICATED: [401, 'Kérjük, jelentkezzen be.'],
  INVALID_CREDENTIALS: [401, 'Hibás e-mail-cím vagy jelszó.'],
  DOCUMENT_NOT_PAID: [
    402,
    'A dokumentum még nincs kifizetve; letöltés előtt vásárolja meg vagy érvényesítse egy csomag keretében.',
  ],
  FORBIDDEN: [403, 'Ehhez nincs jogosultsága.'],
  PLAN_RESTRICTED: [
    403,
    'Ez a dokumentumtípus az Ingyenes csomagban nem érhető el. Válasszon magasabb csomagot a Fiók menüpontban.',
  ],
  PLAN_CHANGE_UNAVAILABLE_IN_BETA: [403, 'A zárt béta időszakban nem lehet csomagot váltani.'],
  EXTRA_DOCUMENTS_UNAVAILABLE: [
    403,
    'A jelenlegi csomagjában nem vásárolható extra dokumentum. Válasszon előfizetést a Fiók menüpontban.',
  ],
  LAW_FIRM_ADMIN_ONLY: [403, 'Ezt csak az ügyvédi iroda adminisztrátora teheti meg.'],
  NOT_BETA_INVITED: [403, 'A zárt béta időszakban csak meghívott e-mail-címmel lehet regisztrálni.'],
  NOT_FOUND: [404, 'A keresett elem nem található.'],
  UNKNOWN_DOCUMENT_TYPE: [404, 'Ismeretlen dokumentumtípus.'],
  PDF_NOT_AVAILABLE: [404, 'Ehhez a dokumentumhoz nem készül PDF.'],
  METHOD_NOT_ALLOWED: [405, 'Ez a művelet itt nem támogatott.'],
  COMPANY_NOT_REGISTERED: [
    409,
    'A társaság nincs bejegyzettként megjelölve: előbb rögzítse a cégjegyzékszámot és a bejegyzés adatait.',
  ],
  AMENDMENT_ALREADY_GENERATED: [
    409,
    'Ennek a módosításnak a dokumentumai ezekkel az adatokkal már elkészültek; a kvótából nem vontunk le újra. A dokumentumokat a Dokumentumok oldalon töltheti le.',
  ],
  EMAIL_TAKEN: [409, 'Ezzel az e-mail-címmel már regisztráltak. Kérjük, jelentkezzen be.'],
  PERSON_IN_USE: [409, 'A személy nem törölhető, mert elmentett társaság használja.'],
  LAW_FIRM_HAS_USERS: [
    409,
    'A fiók nem törölhető, amíg az ügyvédi irodának más felhasználói is vannak. Előbb távolítsa el őket az irodából.',
  ],
  DOCUMENTS_IN_OPEN_ORDER: [
    409,
    'A kiválasztott dokumentumok egy részére már folyamatban van egy bankkártyás fizetés. Várja meg annak eredményét; a félbehagyott fizetés legkésőbb egy óra múlva lezárul, utána újra megvásárolhatja vagy érvényesítheti őket.',
  ],
  TOO_MANY_OPEN_ORDERS: [
    409,
    'Önnek már több megkezdett bankkártyás fizetése van folyamatban. Fejezze be valamelyiket, vagy várjon legfeljebb fél órát, amíg a félbehagyottak lezárulnak.',
  ],
  NOT_ENOUGH_DOCUMENTS: [409, 'A csomagjában nincs elég felhasználható dokumentum a kiválasztottak érvényesítéséhez.'],
  ALREADY_IN_LAW_FIRM: [409, 'A felhasználó már egy ügyvédi iroda tagja; egy felhasználó csak egy irodához tartozhat.'],
  LAW_FIRM_FULL: [409, 'Az iroda elérte a csomagjában engedélyezett felhasználószámot.'],
  LAW_FIRM_REQUEST_EXISTS: [409, 'Ehhez az irodához már van folyamatban lévő meghívás vagy csatlakozási kérés.'],
  BETA_USER_EXISTS: [409, 'Ez az e-mail-cím már szerepel a béta listán.'],
  DOCUMENT_EXPIRED: [410, 'A dokumentum megőrzési ideje lejárt, a fájl már nem tölthető le.'],
  PAYLOAD_TOO_LARGE: [413, 'A kérés túl nagy.'],
  RENDER_OVER_BUDGET: [
    422,
    'A dokumentum elkészítése túllépte a megengedett idő- vagy memóriakeretet. Rövidítse a nagyon hosszú szövegeket (például a szóköz nélküli neveket), majd próbálja újra.',
  ],
  UNKNOWN_FIELDS: [
    422,
    'A kérés ismeretlen mezőt tartalmaz (elírás?): a mezőknél látható, melyiket és mire gondolhatott.',
  ],
  UNSUPPORTED_MEDIA_TYPE: [415, 'A kérés törzsének JSON-nak kell lennie.'],
  LEGAL_ERRORS: [
    422,
    'A kérés jogszabályba ütköző hibát tartalmaz; a dokumentumok a hibák javításáig nem készíthetők el.',
  ],
  RATE_LIMITED: [429, 'Túl sok próbálkozás. Kérjük, próbálja újra néhány perc múlva.'],
  INTERNAL: [500, 'Váratlan hiba történt. Kérjük, próbálja újra később.'],
  UPSTREAM_FAILED: [502, 'A külső szolgáltatás nem válaszolt. Kérjük, próbálja újra később.'],
  UNAVAILABLE: [503, 'A szolgáltatás átmenetileg nem érhető el.'],
  RENDER_BUSY: [503, 'A szerver most túl sok dokumentumot készít egyszerre. Kérjük, próbálja újra egy perc múlva.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Field path (`tagok.0.nev`) → Hungarian message. */
export type FieldErrors = Record<string, string>;

/** A legal error of the request (engine checks): the field, the Hungarian message and the statute it breaks. */
export type LegalErrorItem = { code: string; path?: string; message: string; statute: string };

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; legalErrors?: LegalErrorItem[] };
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly legalErrors: LegalErrorItem[] | undefined;
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fields?: FieldErrors;
      legalErrors?: LegalErrorItem[];
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const [status, defaultMessage] = ERROR_CATALOGUE[code];
    super(options.message ?? defaultMessage, { cause: options.cause });
    this.code = code;
    this.status = status;
    this.fields = options.fields;
    this.legalErrors = options.legalErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.legalErrors ? { legalErrors: this.legalErrors } : {}),
      },
    };
  }
}

/** The code the API answers for an HTTP status it did not raise itself (framework errors). */
export function errorCodeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).find((code) => ERROR_CATALOGUE[code][0] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}
