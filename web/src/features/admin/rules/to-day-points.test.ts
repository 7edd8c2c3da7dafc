import { describe, expect, it } from 'vitest';
import { toDayPoints } from './to-day-points.ts';

describe('day points', () => {
  it('sorts the series by day and formats the dates the Hungarian way', () => {
    expect(toDayPoints({ '2026-11-21': 4, '2026-11-19': 1, '2026-11-20': 0 })).toEqual([
      { date: '2026. 11. 19.', count: 1 },
      { date: '2026. 11. 20.', count: 0 },
      { date: '2026. 11. 21.', count: 4 },
    ]);
  });
});
