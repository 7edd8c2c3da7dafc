import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../../test/create-test-app.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../../../test/sample-data.ts';
import { companies } from '../../db/schema/records.ts';
import { upgradeStoredActivities } from './upgrade-stored-activities.ts';

type Listed = Record<string, unknown> & { id: number; fotevekenyseg: string; egyebTevekenysegek: string[] };
type Warning = { code: string; path: string; message: string };

describe('activities stored by the old TEÁOR picker', () => {
  const t = createTestApp();

  it("are read in TEÁOR'25 form after the start-up upgrade; several successors stay flagged with the choices", async () => {
    const { token } = await registerTestUser(t);
    const person = async (body: unknown) =>
      ((await (await t.request('/api/szemely', { token, body })).json()) as { id: number }).id;
    const ids = { anna: await person(samplePersons.anna), bela: await person(samplePersons.bela) };
    const created = await t.request('/api/tarsasag', { token, body: sampleCompany(ids) });
    const { id, modifiedAt: _modifiedAt, ...data } = (await created.json()) as Listed;
    // As the old picker stored them: TEÁOR'25 code without the dot, TEÁOR'08 classes with one and many successors.
    const legacy = {
      ...data,
      fotevekenyseg: '6210 - Számítógépes programozás',
      egyebTevekenysegek: [
        '6202 - Információ-technológiai szaktanácsadás',
        '4791 - Csomagküldő, internetes kiskereskedelem',
      ],
    };
    t.db.update(companies).set({ data: legacy }).where(eq(companies.id, id)).run();

    expect(upgradeStoredActivities(t.db)).toBe(1);
    expect(upgradeStoredActivities(t.db)).toBe(0);
    const [listed] = (await (await t.request('/api/tarsasag', { token })).json()) as Listed[];
    expect(listed!.fotevekenyseg).toBe('62.10 – Számítógépes programozás');
    expect(listed!.egyebTevekenysegek).toEqual([
      '62.20 – Információtechnológiai szaktanácsadás és számítástechnikai eszközök, rendszerek üzemeltetése',
      '47.91 – Csomagküldő, internetes kiskereskedelem',
    ]);

    const checked = await t.request('/api/contract-engine/ceg-doc/tarsasagi', { token, body: sampleRequest(listed) });
    expect(checked.status).toBe(200);
    const activityErrors = ((await checked.json()) as { warnings: Warning[] }).warnings.filter((warning) =>
      warning.code.startsWith('ACTIVITY_'),
    );
    expect(activityErrors.map((warning) => [warning.code, warning.path])).toEqual([
      ['ACTIVITY_TEAOR08', 'tarsasag.egyebTevekenysegek.1'],
    ]);
    expect(activityErrors[0]!.message).toContain("Megfelelő TEÁOR'25 kódok: 47.11, 47.12");
  });
});
