import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/records.ts';
import { listCompaniesJson } from './list-companies-json.ts';
import { toCompanyAnswer } from './to-company-answer.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cegdok-list-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('listCompaniesJson', () => {
  it("answers the bytes of JSON.stringify(rows.map(toCompanyAnswer)) for the owner's companies only, newest first", () => {
    const db = openDatabase(join(scratch, 'cegdok.sqlite'));
    try {
      const [owner, other] = ['tulaj@example.hu', 'masik@example.hu'].map(
        (email) => db.insert(users).values({ name: 'Ügyvéd Ödön', email, passwordHash: 'x' }).returning().get().id,
      );
      const company = (ownerId: number, nev: string, modifiedAt: number, registration: object | null) =>
        db
          .insert(companies)
          .values({
            ownerId,
            nev,
            szekhely: '1051 Budapest, Árpád fejedelem útja 1.',
            // Accented letters, an emoji, quotes and a line break: the bytes are spliced as stored.
            data: { nev, szekhely: '1051 Budapest, Árpád fejedelem útja 1.', megjegyzes: '„Idézet” 🙂\n\\', tagok: [] },
            registration,
            createdAt: new Date(0),
            modifiedAt: new Date(modifiedAt),
          })
          .run();
      company(owner!, 'Régebbi Kft.', 1_700_000_000_123, null);
      company(owner!, 'Bejegyzett Kft.', 1_700_000_500_000, {
        cegjegyzekszam: '01-09-123456',
        adoszam: '12345678-2-41',
      });
      company(other!, 'Másé Kft.', 1_700_000_900_000, null);

      const listed = listCompaniesJson(db, owner!);
      const rows = db.select().from(companies).where(eq(companies.ownerId, owner!)).all().reverse();
      expect(listed.toString('utf8')).toBe(JSON.stringify(rows.map(toCompanyAnswer)));
      expect(listed.equals(Buffer.from(JSON.stringify(rows.map(toCompanyAnswer))))).toBe(true);
      expect((JSON.parse(listed.toString('utf8')) as { nev: string }[]).map((answer) => answer.nev)).toEqual([
        'Bejegyzett Kft.',
        'Régebbi Kft.',
      ]);
      expect(listCompaniesJson(db, 9999).toString('utf8')).toBe('[]');
    } finally {
      db.$client.close();
    }
  });
});
