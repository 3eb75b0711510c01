import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Guide section 6: a slow hash. scrypt N=16384, r=8, p=1, 16-byte salt, 64-byte key. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Rejects stored hashes whose cost would exhaust memory or time (a corrupted or hostile row).
const MAX_N = 1 << 20;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const maxmem = (N: number, r: number): number => 256 * N * r + 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export const hashPassword = async (password: string): Promise<string> => {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

interface Parsed {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const parse = (encoded: string): Parsed | undefined => {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((x) => (/^\d{1,7}$/.test(x ?? '') ? Number(x) : NaN));
  if (N === undefined || r === undefined || p === undefined) return undefined;
  // N must be a power of two above 1.
  if (!(N > 1 && N <= MAX_N && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
};

/** True when the password matches; false for a wrong password or a malformed hash (never throws on bad input). */
export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(candidate, key);
};

let dummy: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummy);
};
