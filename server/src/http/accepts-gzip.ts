/** The last Accept-Encoding judged and the answer: a browser sends the same header on every call. */
let lastHeader: string | undefined;
let lastAnswer = false;

/** Whether an Accept-Encoding header takes gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header === lastHeader) return lastAnswer;
  const answer = header.split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
  lastHeader = header;
  lastAnswer = answer;
  return answer;
}
