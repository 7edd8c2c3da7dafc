import { strFromU8, unzlibSync } from 'fflate';

type PdfObject = { dict: string; stream: string | null };

function readObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const source = strFromU8(bytes, true);
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamStart = body.indexOf('stream\n');
    if (streamStart === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamStart);
    const raw = body.slice(streamStart + 'stream\n'.length, body.lastIndexOf('\nendstream'));
    const data = Uint8Array.from(raw, (char) => char.charCodeAt(0));
    const stream = dict.includes('/FlateDecode') ? strFromU8(unzlibSync(data), true) : raw;
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

function reference(dict: string, key: string): number {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  if (!match) throw new Error(`no /${key} in ${dict.slice(0, 80)}`);
  return Number(match[1]);
}

/** A ToUnicode CMap as pdfkit writes it: code → text. */
function readCmap(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = parseInt(range[1]!, 16);
    for (const entry of range[2]!.matchAll(/<([0-9a-f ]+)>/gi)) {
      const units = entry[1]!.split(' ').map((unit) => parseInt(unit, 16));
      codes.set(code++, String.fromCharCode(...units));
    }
  }
  return codes;
}

/**
 * The text of each page of a PDF written by the PDF writer (embedded fonts, Identity-H codes mapped back through the fonts'
 * ToUnicode CMaps), one line per baseline; a character the font lacks reads as U+FFFD. A test helper, not a general
 * PDF reader.
 */
export function readPdfText(bytes: Uint8Array): string[] {
  const objects = readObjects(bytes);
  const object = (id: number) => {
    const found = objects.get(id);
    if (!found) throw new Error(`object ${id} is missing`);
    return found;
  };
  const catalog = [...objects.values()].find((candidate) => /\/Type \/Catalog/.test(candidate.dict))!;
  const pages = object(reference(catalog.dict, 'Pages'));
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pages.dict)![1]!.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  return kids.map((id) => {
    const page = object(id);
    const resources = object(reference(page.dict, 'Resources')).dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const font of /\/Font <<([^>]*)>>/.exec(resources)?.[1]?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
      fonts.set(font[1]!, readCmap(object(reference(object(Number(font[2])).dict, 'ToUnicode')).stream!));
    }
    const lines: string[] = [];
    let line = '';
    let baseline = '';
    let codes = new Map<number, string>();
    const content = object(reference(page.dict, 'Contents')).stream!;
    for (const token of content.matchAll(/\/(\w+) [\d.]+ Tf|[\d.-]+ ([\d.-]+) Tm|\[([^\]]*)\] TJ/g)) {
      if (token[1]) codes = fonts.get(token[1]) ?? new Map();
      else if (token[2]) {
        if (token[2] !== baseline && line) lines.push(line);
        if (token[2] !== baseline) line = '';
        baseline = token[2];
      } else {
        for (const hex of token[3]!.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i < hex[1]!.length; i += 4) {
            const code = parseInt(hex[1]!.slice(i, i + 4), 16);
            // code 0 is the font's .notdef glyph: a character the font cannot show
            line += code === 0 ? '�' : (codes.get(code) ?? '�');
          }
        }
      }
    }
    if (line) lines.push(line);
    return lines.join('\n');
  });
}
