import { documentTypes } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { runCegdok } from '../../test/run-cegdok.ts';

describe('cegdok types', () => {
  it('lists every document type with its title, per-director flag and free-plan restriction', async () => {
    const run = await runCegdok(['types']);
    expect(run.code).toBe(0);
    const [header, ...rows] = run.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^AZONOSÍTÓ +MEGNEVEZÉS +ÜGYVEZETŐNKÉNT +INGYENES CSOMAGBAN$/);
    expect(rows).toHaveLength(documentTypes.length);
    for (const [index, type] of documentTypes.entries()) {
      const cells = rows[index]!.split(/ {2,}/);
      expect(cells).toEqual([
        type.id,
        type.title,
        type.isPerDirector ? 'igen' : 'nem',
        type.isRestrictedOnFree ? 'nem érhető el' : 'elérhető',
      ]);
    }
  });
});
