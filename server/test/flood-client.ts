// The load generator of hostile-load.test.ts, run in a worker thread of its own so that building
// bodies and reading answers never blocks the event loop of the server being measured.
import { hostileRequest } from './hostile-request.ts';

export type FloodTask = { base: string; token: string };
export type FloodResult = { label: string; status: number; ms: number };

/** 10 previews and 9 generations + PDF downloads of heavy requests, and one 20 000-letter name, at once. */
export async function handleTask({ base, token }: FloodTask): Promise<FloodResult[]> {
  const post = (path: string, body: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
  // The heaviest the schema accepts: names of up to 190 letters without a space, 50 members, 10 directors, 50
  // activities (a longer name is refused by the schema before any work).
  const heavy = (variant: number) =>
    JSON.stringify(hostileRequest({ wordLength: 180 + (variant % 9), members: 50, directors: 10, activities: 50 }));
  const previews = Array.from({ length: 10 }, (_, index) => heavy(index));
  const downloads = Array.from({ length: 9 }, (_, index) => heavy(100 + index));
  const longName = JSON.stringify(hostileRequest({ wordLength: 20, companyName: 'Á'.repeat(20_000) }));

  const timed = async (label: string, work: () => Promise<number>): Promise<FloodResult> => {
    const started = performance.now();
    const status = await work();
    return { label, status, ms: Math.round(performance.now() - started) };
  };
  const preview = (body: string, index: number) =>
    timed(`preview ${index}`, async () => {
      const response = await post('/api/contract-engine/ceg-doc/tarsasagi/html', body);
      await response.arrayBuffer();
      return response.status;
    });
  const download = (body: string, index: number) =>
    timed(`generate + PDF ${index}`, async () => {
      const generated = await post('/api/contract-engine/ceg-doc/tagjegyzek/generate', body);
      if (generated.status !== 201) return generated.status;
      const { id } = (await generated.json()) as { id: number };
      const pdf = await fetch(`${base}/api/docs/${id}?format=pdf`, { headers: { authorization: `Bearer ${token}` } });
      await pdf.arrayBuffer();
      return pdf.status;
    });

  // The 20 000-letter name goes first, so its time is its own render's, not a wait behind the others.
  return Promise.all([
    timed('20 000-letter company name', async () => {
      const response = await post('/api/contract-engine/ceg-doc/tagjegyzek/generate', longName);
      await response.arrayBuffer();
      return response.status;
    }),
    ...previews.map(preview),
    ...downloads.map(download),
  ]);
}
