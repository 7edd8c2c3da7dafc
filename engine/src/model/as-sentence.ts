/** Free text printed at the end of a clause: trimmed, ending with exactly one full stop (or its own `!`/`?`). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:]+$/u, '');
  return /[.!?]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
