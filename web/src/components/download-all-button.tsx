import { Button } from '@mantine/core';
import { zipSync } from 'fflate';
import { useState } from 'react';
import { downloadDocument } from '../api/documents.ts';
import { saveFile } from '../lib/save-file.ts';

export const DOWNLOAD_ALL = 'Összes letöltése (.zip)';

export const UNPAID_HINT =
  'A ki nem fizetett dokumentumokat a Dokumentumok oldalon vásárolhatja meg; az összes letöltése csak a kifizetetteket tartalmazza.';

/** A paid document to put in the zip: its id on the API and its name inside the zip (as its single download's). */
export type ZipEntry = { id: number | string; fileName: string };

/** Downloads the documents one by one as Word files and saves them as one zip named `zipFileName`. */
export async function saveDocumentsAsZip(entries: ZipEntry[], zipFileName: string): Promise<void> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    const blob = await downloadDocument(entry.id);
    files[entry.fileName] = new Uint8Array(await blob.arrayBuffer());
  }
  saveFile(new Blob([zipSync(files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipFileName);
}

type Props = {
  /** The paid documents; the button is disabled without any. */
  entries: ZipEntry[];
  zipFileName: string;
  /** Disabled besides while there is nothing to download yet (e.g. the generation still running). */
  disabled?: boolean;
  /** Before the download starts: clear a previous failure. */
  onStart: () => void;
  onError: (error: unknown) => void;
};

/**
 * "Összes letöltése (.zip)": one download of every paid document as a zip, zipped in the browser (a browser stops a
 * page's downloads after a number of them in a row, so a dozen single downloads may not all arrive). Loading while
 * zipping; disabled while nothing is paid.
 */
export function DownloadAllButton({ entries, zipFileName, disabled = false, onStart, onError }: Props) {
  const [isZipping, setIsZipping] = useState(false);

  async function downloadAll() {
    setIsZipping(true);
    onStart();
    try {
      await saveDocumentsAsZip(entries, zipFileName);
    } catch (error) {
      onError(error);
    } finally {
      setIsZipping(false);
    }
  }

  return (
    <Button onClick={() => void downloadAll()} disabled={disabled || entries.length === 0} loading={isZipping}>
      {DOWNLOAD_ALL}
    </Button>
  );
}
