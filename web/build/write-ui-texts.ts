// `npm run ui-texts -w web`: rewrites web/UI-TEXTS.md from the texts of web/src.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectUiTexts, renderUiTextCatalogue } from './ui-texts.ts';

const web = fileURLToPath(new URL('../', import.meta.url));
const files = collectUiTexts(`${web}src`);
writeFileSync(`${web}UI-TEXTS.md`, renderUiTextCatalogue(files));
console.log(
  `web/UI-TEXTS.md: ${files.reduce((sum, entry) => sum + entry.texts.length, 0)} texts in ${files.length} files`,
);
