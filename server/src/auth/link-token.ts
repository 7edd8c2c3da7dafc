// Tokens sent in e-mailed links (password reset, registration confirmation): 32 random bytes,
// of which the database keeps only the SHA-256, so a leaked table opens no link.
import { createHash, randomBytes } from 'node:crypto';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh token for the link and the hash to store. */
export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
