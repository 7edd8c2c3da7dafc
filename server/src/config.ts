import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['emulator', 'simplepay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'ADMIN_EMAILS: vesszővel elválasztott e-mail-címek listája.' })));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole number 1…max written as digits, with a default. */
function positiveInteger(name: string, defaultValue: number, max: number) {
  const message = `${name}: egész szám 1 és ${max} között.`;
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+$/, { message })
      .transform(Number)
      .pipe(z.number().int().min(1, { message }).max(max, { message }))
      .default(defaultValue),
  );
}

/** Every environment variable the server reads, each with a working local default. */
const environmentSchema = z.object({
  /** `production`: the strict checks of `productionProblems`; anything else is a development or test run. */
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ADMIN_EMAILS: emailList,
  BETA_MODE: booleanText,
  BETA_END_DATE: z.preprocess(emptyAsUndefined, z.iso.date().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('Cégdok <noreply@cegdok.local>')),
  CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  MERCHANT_NAME: z.preprocess(emptyAsUndefined, z.string().min(2).default('Cégdok')),
  MERCHANT_ADDRESS: z.preprocess(emptyAsUndefined, z.string().min(5).optional()),
  GOOGLE_PLACES_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(10).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  /** Unset means `emulator`, except with NODE_ENV=production or an https PUBLIC_URL, where it must be chosen. */
  PAYMENT_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(PAYMENT_PROVIDERS, { message: 'PAYMENT_PROVIDER: emulator vagy simplepay.' }).optional(),
  ),
  SIMPLEPAY_MERCHANT: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  SIMPLEPAY_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  SIMPLEPAY_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://sandbox.simplepay.hu/payment/v2/')),
  SZAMLAZZ_AGENT_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  SZAMLAZZ_AGENT_URL: z.preprocess(emptyAsUndefined, z.url().default('https://www.szamlazz.hu/szamla/')),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'TRUST_PROXY: a kiszolgáló előtti proxyk száma (0, 1, 2, …).' })
      .int({ message: 'TRUST_PROXY: a kiszolgáló előtti proxyk száma (0, 1, 2, …).' })
      .min(0, { message: 'TRUST_PROXY: a kiszolgáló előtti proxyk száma (0, 1, 2, …).' })
      .max(10, { message: 'TRUST_PROXY: legfeljebb 10.' })
      .default(0),
  ),
  RENDER_WORKERS: positiveInteger('RENDER_WORKERS', 2, 32),
  RENDER_TIMEOUT_MS: positiveInteger('RENDER_TIMEOUT_MS', 20_000, 600_000),
  RENDER_MEMORY_MB: positiveInteger('RENDER_MEMORY_MB', 512, 16_384),
  RENDER_QUEUE: positiveInteger('RENDER_QUEUE', 40, 10_000),
  PREVIEW_CACHE_MB: positiveInteger('PREVIEW_CACHE_MB', 32, 4096),
  BACKUP_KEEP: positiveInteger('BACKUP_KEEP', 14, 1000),
});

/** The names of every variable the server reads (with ENV_FILE, read by `loadEnvFile`). */
export const ENVIRONMENT_VARIABLES = ['ENV_FILE', ...Object.keys(environmentSchema.shape)];

/**
 * The embedded emulator's merchant account and key, unless SIMPLEPAY_MERCHANT / SIMPLEPAY_SECRET_KEY
 * are set. The key is random for each process: a key written here would be public, and anyone who
 * knows it could sign an IPN that "pays" an order. The emulator and the client live in the same
 * process, so nothing else needs to know it (tests read it from the config).
 */
const EMULATOR_MERCHANT = 'CEGDOKEMULATOR';
const EMULATOR_SECRET_KEY = randomBytes(32).toString('base64url');

export type Config = {
  /** NODE_ENV=production: the configuration was checked strictly and the built web app must exist. */
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  adminEmails: string[];
  isBetaMode: boolean;
  /** The last day of the beta subscriptions (`YYYY-MM-DD`), when set. */
  betaEndDate: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go: CONTACT_EMAIL, else the first site admin, else MAIL_FROM. */
  contactEmail: string;
  googlePlacesApiKey: string | undefined;
  /** The operator named as data controller in SimplePay's data-transfer statement (MERCHANT_NAME, MERCHANT_ADDRESS). */
  merchant: { name: string; address: string | null };
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** How the server reaches itself (the emulator's API and IPN): loopback unless HOST names an interface. */
  internalUrl: string;
  /** `emulator`: the embedded SimplePay sandbox emulator plays the card payment; `simplepay`: the real one. */
  paymentProvider: PaymentProviderName;
  simplePay: { merchant: string; secretKey: string; baseUrl: string };
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY): the client address of
   * the rate limits is taken that many hops from the right of X-Forwarded-For; 0 = the socket's.
   */
  trustProxy: number;
  /** The .docx / PDF render workers and what one render may use (time, heap) before it is refused. */
  render: { size: number; timeoutMs: number; memoryMb: number; maxQueued: number };
  /** The preview cache's size limit in bytes (PREVIEW_CACHE_MB). */
  previewCacheBytes: number;
  /** How many backups DATA_DIR/backups keeps (BACKUP_KEEP); older ones are deleted. */
  backupKeep: number;
  /** Számlázz.hu Agent: an invoice after every successful payment when the key is set. */
  szamlazz: { agentKey: string; agentUrl: string } | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function addressOf(mailbox: string): string {
  const match = /<([^>]+)>/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

/**
 * What a production start must have set, so that nothing silently falls back to a development default: the public
 * address (links in e-mails, SimplePay's return URL — without it customers are sent back to localhost), a chosen
 * payment provider, and an SMTP server (else password-reset e-mails only land in DATA_DIR/outbox).
 */
function productionProblems(value: z.infer<typeof environmentSchema>): string[] {
  const problems: string[] = [];
  if (!value.PUBLIC_URL)
    problems.push('PUBLIC_URL: kötelező – a cím, amelyen a felhasználók elérik (pl. https://cegdok.example.hu).');
  if (!value.PAYMENT_PROVIDER)
    problems.push(
      'PAYMENT_PROVIDER: kötelező – simplepay (éles fizetés) vagy emulator (tesztoldal, nincs pénzmozgás).',
    );
  if (!value.SMTP_URL)
    problems.push('SMTP_URL: kötelező – enélkül az e-mailek csak a DATA_DIR/outbox mappába kerülnek.');
  return problems;
}

/** Parses the environment once at start-up; throws a readable list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Hibás beállítás a környezeti változókban:\n${lines.join('\n')}`);
  }
  const value = result.data;
  const isProduction = value.NODE_ENV === 'production';
  const problems = isProduction ? productionProblems(value) : [];
  if (problems.length > 0)
    throw new ConfigError(
      `Hibás beállítás a környezeti változókban (NODE_ENV=production):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  // NODE_ENV=production or an https address means a real deployment: simulated payments there
  // must be a decision, never a default.
  const deployment =
    value.NODE_ENV === 'production'
      ? 'a NODE_ENV=production (éles telepítés)'
      : /^https:/i.test(value.PUBLIC_URL ?? '')
        ? 'a PUBLIC_URL https-es (éles telepítés)'
        : undefined;
  if (!value.PAYMENT_PROVIDER && deployment)
    throw new ConfigError(
      `Hibás beállítás a környezeti változókban:\n  PAYMENT_PROVIDER: nincs megadva, pedig ${deployment}. Állítsa be: PAYMENT_PROVIDER=simplepay (a SIMPLEPAY_MERCHANT és a SIMPLEPAY_SECRET_KEY mellett) a valódi kártyás fizetéshez, vagy PAYMENT_PROVIDER=emulator egy tesztoldalon (staging), ahol a fizetést a beépített emulátor játssza el.`,
    );
  const paymentProvider = value.PAYMENT_PROVIDER ?? 'emulator';
  const isSimplePay = paymentProvider === 'simplepay';
  if (isSimplePay && (!value.SIMPLEPAY_MERCHANT || !value.SIMPLEPAY_SECRET_KEY))
    throw new ConfigError(
      'Hibás beállítás a környezeti változókban:\n  PAYMENT_PROVIDER=simplepay mellett a SIMPLEPAY_MERCHANT és a SIMPLEPAY_SECRET_KEY is kötelező.',
    );
  const internalHost = ['0.0.0.0', '::', 'localhost'].includes(value.HOST) ? '127.0.0.1' : value.HOST;
  const internalUrl = `http://${internalHost.includes(':') ? `[${internalHost}]` : internalHost}:${value.PORT}`;
  return {
    isProduction,
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    adminEmails: value.ADMIN_EMAILS,
    isBetaMode: value.BETA_MODE,
    betaEndDate: value.BETA_END_DATE,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    contactEmail: value.CONTACT_EMAIL ?? value.ADMIN_EMAILS[0] ?? addressOf(value.MAIL_FROM),
    googlePlacesApiKey: value.GOOGLE_PLACES_API_KEY,
    merchant: { name: value.MERCHANT_NAME, address: value.MERCHANT_ADDRESS ?? null },
    logLevel: value.LOG_LEVEL,
    internalUrl,
    paymentProvider,
    simplePay: {
      merchant: value.SIMPLEPAY_MERCHANT ?? EMULATOR_MERCHANT,
      secretKey: value.SIMPLEPAY_SECRET_KEY ?? EMULATOR_SECRET_KEY,
      baseUrl: isSimplePay ? value.SIMPLEPAY_BASE_URL : `${internalUrl}/simplepay-emulator/payment/v2/`,
    },
    szamlazz: value.SZAMLAZZ_AGENT_KEY
      ? { agentKey: value.SZAMLAZZ_AGENT_KEY, agentUrl: value.SZAMLAZZ_AGENT_URL }
      : undefined,
    trustProxy: value.TRUST_PROXY,
    render: {
      size: value.RENDER_WORKERS,
      timeoutMs: value.RENDER_TIMEOUT_MS,
      memoryMb: value.RENDER_MEMORY_MB,
      maxQueued: value.RENDER_QUEUE,
    },
    previewCacheBytes: value.PREVIEW_CACHE_MB * 1024 * 1024,
    backupKeep: value.BACKUP_KEEP,
  };
}
