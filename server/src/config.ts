import { z } from 'zod';

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

/** Every environment variable the server reads, each with a working local default. */
const environmentSchema = z.object({
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
  GOOGLE_PLACES_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(10).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
});

export type Config = {
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
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function addressOf(mailbox: string): string {
  const match = /<([^>]+)>/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

/** Parses the environment once at start-up; throws a readable list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Hibás beállítás a környezeti változókban:\n${lines.join('\n')}`);
  }
  const value = result.data;
  return {
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
    logLevel: value.LOG_LEVEL,
  };
}
