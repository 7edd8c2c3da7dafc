// `npm run docs:generate`: writes docs/cegdok-request.schema.json and docs/glossary.md from the zod schemas and
// engine/src/schema/field-docs.ts. A test fails while the committed files differ from what this writes.
import { writeFile } from 'node:fs/promises';
import { glossaryFile, glossaryFileText, schemaFile, schemaFileText } from './schema-docs.ts';

await writeFile(schemaFile, await schemaFileText());
await writeFile(glossaryFile, glossaryFileText());
console.log(`Frissítve: ${schemaFile}, ${glossaryFile}`);
