/** `path: message` for a schema issue or a consistency warning; an issue about the whole request has no path. */
export function formatIssue(issue: { path?: string; message: string }): string {
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}
