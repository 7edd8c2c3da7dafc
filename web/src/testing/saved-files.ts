import { vi } from 'vitest';

/**
 * Every file the app handed to the browser's download (`lib/save-file.ts`), as `(blob, file name)`, since the last
 * test: the app's own code runs, and only what jsdom lacks is played here. Cleared after each test by the setup.
 */
export const savedFiles = vi.fn<(blob: Blob, fileName: string) => void>();

/**
 * jsdom has no object URLs and does not download a clicked link: an object URL is remembered with its blob, and a
 * click on a download link to one records the file in `savedFiles`. Installed by the setup in each file's window.
 */
export function recordDownloads(): void {
  const blobs = new Map<string, Blob>();
  let created = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    created += 1;
    const url = `blob:cegdok-test/${created}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) savedFiles(blob, this.download);
    else click.call(this);
  };
}
