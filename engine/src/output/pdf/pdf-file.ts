// The bytes of a PDF file: numbered objects, a cross-reference table and a trailer, written in one pass.

/** A PDF literal string of 8-bit characters: `(`, `)` and `\` escaped, and CR, which readers would turn into LF. */
export function literal(bytes: string): string {
  return `(${bytes.replace(/[()\\]/g, (char) => `\\${char}`).replace(/\r/g, '\\r')})`;
}

/** A text string (title, creator) as UTF-16BE with its byte-order mark. */
export function textString(text: string): string {
  let bytes = '\u00fe\u00ff';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    bytes += String.fromCharCode(unit >> 8, unit & 0xff);
  }
  return literal(bytes);
}

/** A number as PDF writes it: at most three decimals, no exponent. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** `D:YYYYMMDDHHmmSSZ` */
export function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

type PdfObject = { dictionary: string; stream?: Uint8Array };

/** Collects the objects of a file; ids are handed out first, so objects can refer to each other in any order. */
export class PdfFile {
  private readonly objects: (PdfObject | undefined)[] = [];

  /** A new object id, its content given later with `set`. */
  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }

  /** A stream's dictionary gets its /Length here. */
  set(id: number, dictionary: string, stream?: Uint8Array): void {
    this.objects[id - 1] = {
      dictionary: stream ? dictionary.replace(/ ?>>$/, ` /Length ${stream.length} >>`) : dictionary,
      stream,
    };
  }

  add(dictionary: string, stream?: Uint8Array): number {
    const id = this.reserve();
    this.set(id, dictionary, stream);
    return id;
  }

  /** The file: header with a binary comment, the objects, the cross-reference table and the trailer. */
  write(trailer: (body: Uint8Array[]) => string): Uint8Array {
    const chunks: Uint8Array[] = [latin1('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    const push = (chunk: Uint8Array) => {
      chunks.push(chunk);
      offset += chunk.length;
    };
    this.objects.forEach((object, index) => {
      if (!object) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      if (object.stream) {
        push(latin1(`${index + 1} 0 obj\n${object.dictionary}\nstream\n`));
        push(object.stream);
        push(latin1('\nendstream\nendobj\n'));
      } else push(latin1(`${index + 1} 0 obj\n${object.dictionary}\nendobj\n`));
    });
    const xref =
      `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f\r\n` +
      offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n\r\n`).join('');
    push(
      latin1(
        `${xref}trailer\n<< /Size ${this.objects.length + 1} ${trailer(chunks)} >>\n` + `startxref\n${offset}\n%%EOF\n`,
      ),
    );
    const out = new Uint8Array(offset);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}
