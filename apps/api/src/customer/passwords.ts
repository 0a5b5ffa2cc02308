// Password hashing (issue 15 item 1, DESIGN §7 "Passwords: argon2id"): argon2id through @node-rs/argon2
// (prebuilt binaries from npm) with the OWASP parameters, in this one place. A login with an unknown
// e-mail verifies a dummy hash made with the same parameters, so it costs the same work as a wrong password.
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which this build cannot read at run time). */
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP Password Storage Cheat Sheet, argon2id: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`; without a hash (unknown account, guest) a dummy hash is
 * verified instead and the answer is false.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
