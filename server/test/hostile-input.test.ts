import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { tiers } from '../src/db/schema/commerce.ts';
import { documents } from '../src/db/schema/documents.ts';
import { activatePlan } from '../src/services/subscriptions/activate-plan.ts';
import { registerTestUser } from './create-test-app.ts';
import { listenTestApp } from './listen-test-app.ts';
import {
  SAMPLE_PARAMS,
  fillPath,
  listApiOperations,
  type ApiOperation,
  type JsonSchema,
  type OpenApiParameter,
} from './openapi-operations.ts';
import { sampleAmendment, sampleCompany, samplePersons, sampleRegistration, sampleRequest } from './sample-data.ts';

/** A body as sent: what it tries, its text, and the field the refusal must name (when one field is hostile). */
type HostileBody = { label: string; text: string; field?: string };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ADMIN_EMAIL = 'tamado-admin@example.hu';
const REFUSALS = [400, 404, 409, 413, 415, 422, 429];
/** Words of the English defaults of Hono, zod and Node (`Bad Request`, `Invalid input: expected string`, …). */
const ENGLISH =
  /\b(the|bad|request|internal|server|error|not|found|invalid|input|expected|received|required|unknown|key|malformed|body|too|big|small|must|unauthorized|forbidden)\b/i;
const DEPTH = 10_000;
/** Stands for JSON text written into a body as it is. */
const RAW_MARK = 'NYERS-JSON-HELYE';
const HOSTILE_NUMBERS = ['1e309', '-0', '9007199254740993'];
/** The wrong JSON for each documented type. */
const WRONG_VALUE: Record<string, Json> = {
  string: 12345,
  number: 'sok',
  integer: 'sok',
  boolean: 'igen',
  array: {},
  object: [],
};

function deepObject(): string {
  return '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
}

/** Every string and number of a JSON value with its dotted path (`tagok.0.nev`). */
function leavesOf(value: Json, path: string[] = []): { path: string[]; value: string | number }[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
}

function withValueAt(body: Json, path: string[], value: Json): Json {
  const copy = structuredClone(body) as Record<string, Json>;
  let node: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path.at(-1)!] = value;
  return copy;
}

function typeOf(schema: JsonSchema): string | undefined {
  return schema.type ?? schema.anyOf?.map(typeOf).find((type) => type !== undefined && type !== 'null');
}

/** The schema of the value at `path` (`tagok.0.nev`): object keys through `properties`, list items through `items`. */
function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const [key, ...rest] = path as [string, ...string[]];
  const candidates = [schema, ...(schema.anyOf ?? [])];
  const next = /^\d+$/.test(key)
    ? candidates.find((candidate) => candidate.items)?.items
    : candidates.find((candidate) => candidate.properties?.[key])?.properties?.[key];
  return schemaAt(next, rest);
}

/** Whether the schema asks for a number above zero, so that -0 (which is 0) is no value for it. */
function wantsPositive(schema: JsonSchema | undefined): boolean {
  const candidates = schema ? [schema, ...(schema.anyOf ?? [])] : [];
  return candidates.some(
    (candidate) =>
      (candidate.exclusiveMinimum !== undefined && candidate.exclusiveMinimum >= 0) ||
      (candidate.minimum !== undefined && candidate.minimum > 0),
  );
}

/** The body as JSON text with `raw` written as it is at `path` (a number JSON.stringify cannot write, deep nesting). */
function withRawAt(body: Json, path: string[], raw: string): string {
  return JSON.stringify(withValueAt(body, path, RAW_MARK)).replace(`"${RAW_MARK}"`, raw);
}

/** The hostile bodies for one operation, around a body that passes its validation (`valid`). */
function hostileBodies(schema: JsonSchema, valid: Json): HostileBody[] {
  const fields = Object.entries(schema.properties ?? {});
  const wrongTypes = Object.fromEntries(
    fields.flatMap(([name, field]) => {
      const type = typeOf(field);
      return type && type in WRONG_VALUE ? [[name, WRONG_VALUE[type]!]] : [];
    }),
  );
  const leaves = leavesOf(valid);
  const numberPaths = [
    ...leaves.filter((leaf) => typeof leaf.value === 'number').map((leaf) => leaf.path),
    ...fields
      .filter(([name, field]) => ['number', 'integer'].includes(typeOf(field) ?? '') && !(name in (valid as object)))
      .map(([name]) => [name]),
  ];
  return [
    { label: 'kezdő kapcsos zárójel', text: '{' },
    { label: 'nem JSON szöveg', text: 'nem json' },
    { label: 'üres törzs', text: '' },
    { label: 'null', text: 'null' },
    { label: 'szám', text: '42' },
    { label: 'szöveg', text: '"szöveg"' },
    { label: 'tömb', text: JSON.stringify([valid]) },
    { label: `${DEPTH} szint mély objektum`, text: deepObject() },
    // A field documented without a type (the registration a client sends back with a company) takes any value.
    ...fields
      .filter(([, field]) => typeOf(field) !== undefined)
      .map(([name]) => ({
        label: `${DEPTH} szint mély objektum: ${name}`,
        text: withRawAt(valid, [name], deepObject()),
        field: name,
      })),
    { label: 'minden mező rossz típusú', text: JSON.stringify(wrongTypes) },
    {
      label: '__proto__ és constructor kulcs',
      text: '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
    },
    ...leaves.flatMap(({ path, value }) =>
      typeof value === 'string'
        ? [
            { label: `NUL: ${path.join('.')}`, text: JSON.stringify(withValueAt(valid, path, `${value}\u0000`)) },
            { label: `\\ud800: ${path.join('.')}`, text: JSON.stringify(withValueAt(valid, path, `\ud800${value}`)) },
          ].map((body) => ({ ...body, field: path.join('.') }))
        : [],
    ),
    ...numberPaths.flatMap((path) =>
      HOSTILE_NUMBERS.filter((number) => number !== '-0' || wantsPositive(schemaAt(schema, path))).map((number) => ({
        label: `${number}: ${path.join('.')}`,
        text: withRawAt(valid, path, number),
        field: path.join('.'),
      })),
    ),
  ];
}

/**
 * Whether a parameter's schema admits a value that is not an id (a search text, a session token, the signed data of
 * the payment's return address): that value is not hostile for it.
 */
function admits({ name, schema }: OpenApiParameter, value: string): boolean {
  if (name === 'index') return false;
  if (schema.pattern !== undefined) return new RegExp(schema.pattern).test(value) && !/\\d/.test(schema.pattern);
  if (schema.enum !== undefined) return schema.enum.includes(value);
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

/** What makes an id hostile in a path or query parameter (another user's id: access-matrix.test.ts). */
const HOSTILE_IDS = [
  { label: 'nem szám', value: 'abc' },
  { label: 'negatív', value: '-1' },
  { label: '2^63', value: '9223372036854775808' },
];

// Over real HTTP, so that the payment calls reach the embedded SimplePay emulator.
const t = await listenTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

describe('hostile input on every call of the OpenAPI document', () => {
  let operations: ApiOperation[];
  let token: string;
  let params: Record<string, string>;
  /**
   * Per operation, a body its validation passes; most are carried out too, a few are refused later by the rules (an
   * unknown token, an amendment's legal error, a firm the user is already in), which hostile values never reach.
   */
  let validBodies: Record<string, Json>;
  /** The tables as the previous call left them. */
  let tables: Record<string, string>;

  beforeAll(async () => {
    operations = await listApiOperations(t);
    const owner = await registerTestUser(t, { email: ADMIN_EMAIL });
    const member = await registerTestUser(t);
    const outsider = await registerTestUser(t);
    token = owner.token;
    // A paying user, so the calls of the plan (buying, activating documents, inviting) get past the plan check.
    const ownerId = t.db.select().from(users).where(eq(users.email, owner.email)).get()!.id;
    activatePlan(
      t.db,
      { userId: ownerId },
      t.db.select().from(tiers).where(eq(tiers.id, 'medium')).get()!,
      true,
      t.deps.now(),
    );
    const save = async (path: string, body: unknown, as = token, method = 'POST') => {
      const response = await t.request(path, { method, token: as, body });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const anna = (await save('/api/szemely', samplePersons.anna)) as { id: number };
    const bela = (await save('/api/szemely', samplePersons.bela)) as { id: number };
    const companyBody = sampleCompany({ anna: anna.id, bela: bela.id });
    const company = (await save('/api/tarsasag', companyBody)) as { id: number };
    await save(`/api/tarsasag/${company.id}/bejegyzes`, sampleRegistration, token, 'PUT');
    const generated = (await save('/api/contract-engine/ceg-doc/tagjegyzek/generate', sampleRequest(companyBody))) as {
      fileId: string;
    };
    // An unpaid copy of it, to buy or to activate from the plan (stored directly: the quota is not used up).
    const stored = t.db.select().from(documents).where(eq(documents.fileId, generated.fileId)).get()!;
    const unpaid = t.db
      .insert(documents)
      .values({ ...stored, id: undefined, fileId: randomUUID(), payed: false })
      .returning()
      .get();
    await save('/api/lawfirm', { nev: 'Támadó Iroda', szekhely: '3300 Eger, Dobó István tér 1.' });
    await save('/api/lawfirm/join-request', { email: owner.email }, member.token, 'PUT');
    await save('/api/beta', { name: 'Béta Berta', email: 'berta@example.hu' }, token, 'PUT');
    params = { ...SAMPLE_PARAMS, id: String(company.id) };
    const billing = {
      name: 'Fizető Ferenc',
      address: 'Fő utca 1.',
      zipCode: '1011',
      city: 'Budapest',
      phone: '+36 1 234 5678',
    };
    const amendment = { uj: companyBody, modositas: sampleAmendment };
    const request = sampleRequest(companyBody);
    // As JSON on the wire (no undefined fields).
    validBodies = JSON.parse(
      JSON.stringify({
        'POST /api/register': { name: 'Dr. Próba Péter', email: 'proba@example.hu', password: 'titkos-jelszo' },
        'POST /api/register/confirm': { token: 'nincs-ilyen-megerosito-token' },
        'POST /api/login': { email: owner.email, password: owner.password },
        'PUT /api/user': { name: 'Dr. Teszt Elek', kasz: '36061234' },
        'POST /api/password-reset/request': { email: owner.email },
        'POST /api/password-reset/confirm': { token: 'nincs-ilyen-token', password: 'uj-titkos-jelszo' },
        'POST /api/szemely': samplePersons.anna,
        'PUT /api/szemely': { ...samplePersons.anna, id: anna.id },
        'POST /api/tarsasag': companyBody,
        'PUT /api/tarsasag': { ...companyBody, id: company.id },
        'PUT /api/tarsasag/{id}/bejegyzes': sampleRegistration,
        'POST /api/tarsasag/{id}/modositas/terv': amendment,
        'POST /api/tarsasag/{id}/modositas/html/{document}': amendment,
        'POST /api/tarsasag/{id}/modositas/html/{document}/{index}': amendment,
        'POST /api/tarsasag/{id}/modositas': amendment,
        'POST /api/contract-engine/ceg-doc/{type}/html': request,
        'POST /api/contract-engine/ceg-doc/{type}/html/{index}': request,
        'POST /api/contract-engine/ceg-doc/{type}/generate': request,
        'POST /api/contract-engine/ceg-doc/{type}/generate/{index}': request,
        'POST /api/contract-engine/ceg-doc/{type}': request,
        'POST /api/contract-engine/ceg-doc/{type}/{index}': request,
        'POST /api/kapcsolat': {
          name: 'Kovács Kata',
          email: 'kata@example.hu',
          message: 'Kérdésem van a csomagokról.',
        },
        'POST /api/address/autocomplete': { sessionToken: 'munkamenet', searchInput: 'Váci út' },
        'POST /api/payment/start': { tierId: 'medium', monthly: true, ...billing },
        'POST /api/payment/start-doc': { ...billing, documentsToBuy: [unpaid.id] },
        'POST /api/subscription/activate-documents': { documentIds: [unpaid.id] },
        'POST /api/lawfirm': { nev: 'Másik Iroda', szekhely: '3300 Eger, Dobó István tér 2.' },
        'PUT /api/lawfirm/join-request': { email: outsider.email },
        'PUT /api/lawfirm/admin/invite-request': { email: outsider.email },
        'PUT /api/beta': { name: 'Béta Bálint', email: 'balint@example.hu' },
        'POST /api/payment/ipn': { orderRef: 'CD-NINCS', transactionId: 1, status: 'FINISHED' },
      }),
    ) as Record<string, Json>;
    tables = snapshot();
    // Three sign-ups (Argon2) and one generated document: slow on a loaded machine.
  }, 60_000);

  /** Rows inserted, updated or deleted on the app's connection since it opened. */
  function totalChanges(): number {
    return t.db.$client.prepare('SELECT total_changes()').pluck().get() as number;
  }

  /** Every table's rows (blobs by their hash), the documents quota among them: any write shows as a changed table. */
  function snapshot(): Record<string, string> {
    const client = t.db.$client;
    const names = client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((table) => {
        const rows = client.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][];
        const text = JSON.stringify(
          rows.map((row) =>
            row.map((cell) => (Buffer.isBuffer(cell) ? createHash('sha1').update(cell).digest('hex') : cell)),
          ),
        );
        return [table, `${rows.length} sor, ${createHash('sha1').update(text).digest('hex')}`];
      }),
    );
  }

  /** What is wrong with an answer to hostile input: empty when it is a Hungarian 4xx in the error envelope. */
  async function faultsOf(response: Response, field?: string): Promise<string[]> {
    const faults: string[] = [];
    if (!REFUSALS.includes(response.status)) faults.push(`status ${response.status}`);
    const text = await response.text();
    let body: { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return [...faults, `not JSON: ${text.slice(0, 120)}`];
    }
    const { code, message, fields } = body.error ?? {};
    if (typeof code !== 'string' || typeof message !== 'string')
      return [...faults, `no error envelope: ${text.slice(0, 160)}`];
    for (const [where, said] of [['message', message], ...Object.entries(fields ?? {})] as [string, string][])
      if (!said.trim() || ENGLISH.test(said)) faults.push(`${where} not Hungarian: ${said}`);
    const named = Object.keys(fields ?? {}).some((path) => path === field || path.startsWith(`${field}.`));
    if (field !== undefined && !named) faults.push(`${field} not named: ${text.slice(0, 200)}`);
    return faults;
  }

  /**
   * Sends one hostile request and answers what is wrong with the outcome: not a Hungarian 4xx in the error envelope
   * (unless `mayPass`: a value the parameter's own schema admits need not be refused), or a changed table.
   */
  async function probe(
    path: string,
    init: Parameters<typeof t.call>[1],
    expected: { mayPass?: boolean; field?: string | undefined } = {},
  ): Promise<string[]> {
    const changesBefore = totalChanges();
    const response = await t.call(path, { ...init, token });
    const faults = expected.mayPass && response.status < 500 ? [] : await faultsOf(response, expected.field);
    await t.deps.background.idle();
    // Read every table only when SQLite counted a row written, deleted or updated (perhaps to the same values).
    if (totalChanges() !== changesBefore) {
      const after = snapshot();
      for (const [table, state] of Object.entries(after)) if (tables[table] !== state) faults.push(`wrote ${table}`);
      // A write is reported once, at the call that made it.
      tables = after;
    }
    return faults;
  }

  it('answers every hostile JSON body with a Hungarian 4xx and writes nothing', async () => {
    const quota: unknown = await (await t.request('/api/subscription', { token })).json();
    const targets = [
      ...operations.flatMap(({ method, template, operation }) =>
        operation.requestBody
          ? [{ method, template, schema: operation.requestBody.content['application/json'].schema, namesFields: true }]
          : [],
      ),
      // Read as raw text for its signature (refused as unsigned), so the document names no body schema.
      { method: 'POST', template: '/api/payment/ipn', schema: {}, namesFields: false },
    ];
    const found: string[] = [];
    let sent = 0;
    for (const { method, template, schema, namesFields } of targets) {
      const valid = validBodies[`${method} ${template}`];
      if (valid === undefined) {
        found.push(`${method} ${template}: no valid body to start from`);
        continue;
      }
      for (const hostile of hostileBodies(schema, valid)) {
        const faults = await probe(
          fillPath(template, params),
          { method, body: hostile.text, headers: { 'content-type': 'application/json' } },
          { field: namesFields ? hostile.field : undefined },
        );
        sent += 1;
        if (faults.length > 0) found.push(`${method} ${template} — ${hostile.label}: ${faults.join('; ')}`);
      }
    }
    console.log(`${sent} hostile bodies to ${targets.length} operations`);
    expect(found).toEqual([]);
    expect(await (await t.request('/api/subscription', { token })).json()).toEqual(quota);
    // About 10 s alone; the margin is for a machine busy with the other test files.
  }, 120_000);

  it('answers hostile ids and a NUL in every path and query parameter with a Hungarian 4xx and writes nothing', async () => {
    const found: string[] = [];
    let sent = 0;
    for (const { method, template, operation } of operations) {
      for (const parameter of operation.parameters) {
        const sample = params[parameter.name] ?? (parameter.schema.enum?.[0] as string | undefined) ?? 'x';
        // The parameter's own value with a NUL after it (%00), beside the hostile ids.
        for (const hostile of [...HOSTILE_IDS, { label: 'NUL', value: `${sample}%00` }]) {
          const path =
            parameter.in === 'path'
              ? fillPath(template, { ...params, [parameter.name]: hostile.value })
              : `${fillPath(template, params)}?${parameter.name}=${hostile.value}`;
          const body = method === 'POST' || method === 'PUT' ? validBodies[`${method} ${template}`] : undefined;
          const faults = await probe(
            path,
            { method, ...(body ? { body } : {}) },
            { mayPass: hostile.label !== 'NUL' && admits(parameter, hostile.value) },
          );
          sent += 1;
          if (faults.length > 0)
            found.push(`${method} ${path} — ${parameter.name} ${hostile.label}: ${faults.join('; ')}`);
        }
      }
    }
    console.log(`${sent} hostile parameters`);
    expect(found).toEqual([]);
  });
});
