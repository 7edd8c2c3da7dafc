import { documentTypes } from '@cegdok/engine';

/** The Hungarian title of a document type id (`tarsasagi`, `alairasminta-2` …); unknown ids are shown as they are. */
export function documentTypeTitle(templateId: string): string {
  const type = documentTypes.find(
    (candidate) => templateId === candidate.id || templateId.startsWith(`${candidate.id}-`),
  );
  return type?.title ?? templateId;
}
