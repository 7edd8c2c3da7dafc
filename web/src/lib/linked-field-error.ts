import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A link to a field (`?mezo=tagok.1.osztalekArany`) carries the message of the error it was made for in the
 * navigation's state (decision 078): the page it opens shows that message at the field, whether or not its own rules
 * find the error (the server's schema, or an engine check, found it). Not in the address: a message in a link could be
 * made up by anyone who sends it, and it would stay in the history and the logs.
 */
export type LinkedFieldErrorState = { mezoHibaUzenet: string };

/** The navigation state of a link to a field (`<Link state={…}>`, `navigate(to, { state })`). */
export function linkedFieldErrorState(message: string): LinkedFieldErrorState {
  return { mezoHibaUzenet: message };
}

/** The message a followed link carried (`useLocation().state`), or null. */
export function linkedFieldErrorOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as Record<string, unknown>)['mezoHibaUzenet'];
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The value at a dotted path of a form's values (`tagok.1.nev`), undefined where there is none. */
export function valueAtPath(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The link's message at a simple form's field (the account page, decision 083): the field the link names (`?mezo=`)
 * shows the carried message as its error until the lawyer changes that field; an error of the form's own rules, or
 * the server's, takes precedence. Fields that do not call `withLinkedError` never show it.
 */
export function useLinkedFieldError() {
  const fieldToFix = useSearchParams()[0].get('mezo');
  const linkState: unknown = useLocation().state;
  const [linked, setLinked] = useState(() => {
    const message = linkedFieldErrorOf(linkState);
    return fieldToFix && message ? { field: fieldToFix, message } : null;
  });
  return function withLinkedError<Props extends { error?: ReactNode; onChange: (...args: never[]) => void }>(
    path: string,
    props: Props,
  ): Props {
    if (linked?.field !== path) return props;
    return {
      ...props,
      error: props.error || linked.message,
      onChange: (...args: Parameters<Props['onChange']>) => {
        setLinked(null);
        props.onChange(...args);
      },
    };
  };
}
