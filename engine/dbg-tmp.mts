import { loadAmendmentCase } from '../fixtures/amendments/index.ts';
import { createNodeAmendmentRenderer } from './src/node.ts';
import { treeText } from './src/ast/tree-text.ts';
const r = createNodeAmendmentRenderer();
const [name, ...ids] = process.argv.slice(2);
const p = r.prepare(loadAmendmentCase(name!));
for (const d of p.plan.documents) if (ids.includes(d.fileStem)) console.log('=====', d.fileStem, '\n' + treeText(r.renderTree(p, d)));
