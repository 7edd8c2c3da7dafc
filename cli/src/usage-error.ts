/** A mistake in the command line (unknown type, format, missing input …): reported in Hungarian, exit code 64. */
export class UsageError extends Error {
  override name = 'UsageError';
}
