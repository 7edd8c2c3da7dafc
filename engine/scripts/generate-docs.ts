// `npm run docs:generate`: writes the JSON Schemas (docs/cegdok-request.schema.json, cegdok-amendment.schema.json,
// cegdok-registered.schema.json) and the glossaries (docs/glossary.md, glossary-amendment.md) from the zod schemas,
// engine/src/schema/field-docs.ts and engine/src/amendment/amendment-field-docs.ts. A test fails while a committed
// file differs from what this writes.
import { writeFile } from 'node:fs/promises';
import { generatedDocs } from './schema-docs.ts';

const docs = await generatedDocs();
for (const { file, text } of docs) await writeFile(file, text);
console.log(`Frissítve: ${docs.map(({ file }) => file).join(', ')}`);
