import { parseRequest, planDocuments } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { getBrowserEngine } from '../../../lib/browser-engine.ts';

const fixtures = import.meta.glob('../../../../../fixtures/*.json', { import: 'default', eager: true }) as Record<
  string,
  unknown
>;

/** What one keystroke costs in the live preview: validate the request, plan and render the articles. */
function renderOnce(input: unknown): number {
  const started = performance.now();
  const parsed = parseRequest(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const [document] = planDocuments(parsed.value, ['tarsasagi']);
  const html = getBrowserEngine().renderHtml(parsed.value, document!);
  if (!html.includes('<html')) throw new Error('no page');
  return performance.now() - started;
}

describe('live preview speed', () => {
  it('re-renders the largest fixture’s articles in under 50 ms per keystroke (median)', () => {
    const [name, largest] = Object.entries(fixtures).sort(
      (a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length,
    )[0]!;
    for (let warm = 0; warm < 5; warm += 1) renderOnce(largest);
    const times = Array.from({ length: 21 }, (_, index) => {
      const typed = structuredClone(largest) as { tarsasag: { nev: string } };
      typed.tarsasag.nev = `${typed.tarsasag.nev}${'x'.repeat(index % 3)}`;
      return renderOnce(typed);
    }).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.info(`live preview: ${name} median ${median.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
    expect(median).toBeLessThan(50);
  });
});
