import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A scrypt hash as `scrypt$N$r$p$salt$key` (base64url), parameters stored so they can be raised later.
 *
 * @example await verifyPassword('secret', await hashPassword('secret')) // true
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, checked when the e-mail is unknown so both answers take as long. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** Passwords for admins: at least 12 characters. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'Use a password of at least 12 characters.';
  if (password.length > 200) return 'Use a password of at most 200 characters.';
  return null;
}

/** A readable random password (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15)
    .toString('base64url')
    .replace(/(.{5})(?=.)/g, '$1-');
}
