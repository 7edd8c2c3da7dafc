// The engine's public API: nothing else is imported from outside the package.
export * from './schema/primitives.ts';
export * from './schema/person.ts';
export * from './schema/company.ts';
export * from './schema/request.ts';
export * from './schema/parse-request.ts';
export * from './hu/index.ts';
export * from './documents/document-types.ts';
export * from './documents/plan-documents.ts';
export { deriveModel, type CompanyModel } from './model/derive-model.ts';
export { checkRequest, type Warning } from './checks/check-request.ts';
export type { Block, DocumentTree, Inline } from './ast/blocks.ts';
export { inlineText, parseBlocks, TemplateStructureError } from './ast/parse-blocks.ts';
export type { TemplateSource } from './render/template-source.ts';
export { createEngine, type Engine, type RenderOptions } from './render/create-engine.ts';
