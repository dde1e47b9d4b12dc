// Password hashing with scrypt, a memory-hard function built into Node (no native add-on to install).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15, r=8: 32 MiB per hash, about 50–100 ms here: slow for guessing, fine for a login.
const params = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so timing does not reveal which emails exist. */
export const unknownUserHash = await hashPassword(crypto.randomBytes(12).toString('hex'));
