import { documentTypes } from '@cegdok/engine';
import type { Command } from 'commander';

function printTypes(): void {
  const rows = [
    ['AZONOSÍTÓ', 'MEGNEVEZÉS', 'ÜGYVEZETŐNKÉNT', 'INGYENES CSOMAGBAN'],
    ...documentTypes.map((type) => [
      type.id,
      type.title,
      type.isPerDirector ? 'igen' : 'nem',
      type.isRestrictedOnFree ? 'nem érhető el' : 'elérhető',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

/** `cegdok types`: the document types of the registry. */
export function registerTypesCommand(program: Command): void {
  program.command('types').description('a dokumentumtípusok listája').usage('[kapcsolók]').action(printTypes);
}
