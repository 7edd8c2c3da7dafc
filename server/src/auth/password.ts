import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's Argon2id minimum (19 MiB, 2 iterations, 1 lane).
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a login for an unknown e-mail as slow as for a known one. */
export const DUMMY_PASSWORD_HASH = await hashPassword('a password nobody has');
