import type { DaySeries } from '../../../api/admin.ts';

export type DayPoint = { date: string; count: number };

/** A per-day series as chart points, oldest first, dates as `yyyy. MM. dd.`. */
export function toDayPoints(series: DaySeries): DayPoint[] {
  return Object.entries(series)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => ({ date: `${day.replace(/-/g, '. ')}.`, count }));
}
