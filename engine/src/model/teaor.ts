import teaor25Rows from '../../../reference-data/teaor25.json' with { type: 'json' };
import teaorKeyRows from '../../../reference-data/teaor08-teaor25.json' with { type: 'json' };

/** A TEÁOR'25 class in the articles' form: `62.10` and its official name. */
export type TeaorClass = { code: string; name: string };

/** `6210` → `62.10` */
function dotted(code: string): string {
  return `${code.slice(0, 2)}.${code.slice(2)}`;
}

type Teaor08Class = { name: string; targets: TeaorClass[] };

/** The lookup tables, built on the first check (not on import: most importers of the engine never check). */
let tables: { teaor25: Map<string, string>; teaor08: Map<string, Teaor08Class> } | null = null;

function lookupTables() {
  tables ??= {
    teaor25: new Map(teaor25Rows.map((row) => [row.kod_ksh, row.megnevezes])),
    // TEÁOR'08 class (`62.10`) → its name and the TEÁOR'25 classes KSH's key maps it to.
    teaor08: new Map(
      teaorKeyRows.map((row) => [
        dotted(row.teaor08),
        {
          name: row.teaor08_megnevezes,
          targets: row.teaor25.map((target) => ({ code: dotted(target.kod), name: target.megnevezes })),
        },
      ]),
    ),
  };
  return tables;
}

/** The official TEÁOR'25 name of a class code (`62.10`), or null when the code is not a TEÁOR'25 class. */
export function teaor25Name(code: string): string | null {
  return lookupTables().teaor25.get(code) ?? null;
}

/** A TEÁOR'08 class (`47.91`) with its name and the TEÁOR'25 classes it maps to, or null when it is none. */
export function teaor08Class(code: string): Teaor08Class | null {
  return lookupTables().teaor08.get(code) ?? null;
}
