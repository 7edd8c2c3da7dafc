/** A file the run needs cannot be read or written: reported in one Hungarian line, exit code 3. */
export class IoError extends Error {
  override name = 'IoError';
}

const REASONS: Record<string, string> = {
  ENOENT: 'nincs ilyen fájl vagy mappa',
  ENOTDIR: 'az útvonal egy része nem mappa',
  EISDIR: 'ez mappa, nem fájl',
  EACCES: 'nincs hozzá jogosultság',
  EPERM: 'a művelet nem engedélyezett',
  EROFS: 'csak olvasható fájlrendszer',
  ENOSPC: 'betelt a lemez',
  EEXIST: 'már létezik, és nem mappa',
};

/** "nincs ilyen fájl vagy mappa (ENOENT)" for a Node file-system error; the message otherwise. */
export function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return `${REASONS[code] ?? 'a rendszer hibát jelzett'} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** Whether `error` is a Node file-system error (it has an errno code such as ENOENT). */
export function isFileError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}
