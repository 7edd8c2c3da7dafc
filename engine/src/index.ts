// The engine's public API: nothing else is imported from outside the package.
export * from './schema/primitives.ts';
export * from './schema/person.ts';
export * from './schema/company.ts';
export * from './schema/request.ts';
export * from './schema/parse-request.ts';
export { hungarianZodErrors } from './schema/hungarian-errors.ts';
export { unknownKeyMessage } from './schema/unknown-keys.ts';
export * from './hu/index.ts';
export * from './address/address-completeness.ts';
export * from './address/incomplete-addresses.ts';
export * from './documents/document-types.ts';
export * from './documents/plan-documents.ts';
export * from './documents/download-file-name.ts';
export * from './documents/formation-filing-deadline.ts';
export { deriveModel, type CompanyModel } from './model/derive-model.ts';
export { upgradeActivities, upgradeActivity } from './model/upgrade-activity.ts';
export { isForeignAddress } from './model/is-foreign-address.ts';
export {
  checkDocumentRequest,
  checkRequest,
  type CheckResult,
  type Finding,
  type Warning,
} from './checks/check-request.ts';
export { minorStanding } from './checks/check-age.ts';
export { withStatute } from './checks/warning.ts';
export type { Block, DocumentTree, Inline } from './ast/blocks.ts';
export { inlineText, parseBlocks, TemplateStructureError } from './ast/parse-blocks.ts';
export type { TemplateSource } from './render/template-source.ts';
export {
  createEngine,
  RENDER_FORMATS,
  type Engine,
  type EngineOptions,
  type RenderedFile,
  type RenderFormat,
  type RenderOptions,
  type RenderSetOptions,
} from './render/create-engine.ts';
export { templateFactoriesModule, type PrecompiledTemplates } from './render/create-environment.ts';
export * from './amendment/amendment-schema.ts';
export {
  CHANGE_RULES,
  RESOLUTION_LABELS,
  resolutionTitle,
  CHANGE_TYPES,
  majorityLabel,
  type ChangeType,
  type Majority,
} from './amendment/change-rules.ts';
export { isSameParty, type Change } from './amendment/diff-companies.ts';
export { changesAnAddress } from './amendment/authority-address-change.ts';
export { membershipBeforePayment, type TransferTiming } from './amendment/membership-before-payment.ts';
export { memberStandings } from './amendment/membership-start.ts';
export { oldSeatPropertyIndex, withOldSeatProperty } from './amendment/old-seat-property.ts';
export { paidSharesAcquired } from './amendment/paid-contributions.ts';
export type { Tally } from './amendment/count-votes.ts';
export {
  filingDeadlineStartNote,
  isPassed,
  planAmendment,
  type AmendmentDocument,
  type AmendmentPlan,
  type Resolution,
} from './amendment/plan-amendment.ts';
export {
  amendmentDocumentTitle,
  amendmentDocumentTypes,
  type AmendmentDocumentType,
} from './amendment/amendment-document-types.ts';
export type { PreparedAmendment } from './amendment/prepare-amendment.ts';
export { filingDeadlineNote, type FilingDeadline } from './hu/filing-deadline.ts';
export { articlesTemplateVersion } from './amendment/articles-template-version.ts';
export { COURTS, courtDistrictOf, seatMoveOf, type CourtDistrict, type SeatMove } from './amendment/court-districts.ts';
export type { ChangedPoint } from './amendment/consolidate-articles.ts';
export {
  AmendmentBlockedError,
  createAmendmentRenderer,
  type AmendmentRenderer,
} from './amendment/render-amendment.ts';
