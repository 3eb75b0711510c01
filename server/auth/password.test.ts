import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('encodes scrypt$N$r$p$salt$hash with the agreed parameters, a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('Tenant-2026!');
    const [scheme, N, r, p, salt, key] = encoded.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', encoded)).toBe(true);
    expect(await verifyPassword('correct horse ', encoded)).toBe(false);
    expect(await verifyPassword('Correct horse', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('treats canonically equivalent Unicode passwords alike (NFC)', async () => {
    const encoded = await hashPassword('caf\u00e9-pass');
    expect(await verifyPassword('cafe\u0301-pass', encoded)).toBe(true);
  });

  it('answers false, without throwing, for malformed or hostile stored hashes', async () => {
    const good = await hashPassword('x');
    const parts = good.split('$');
    const withParts = (i: number, v: string) => parts.map((p, j) => (j === i ? v : p)).join('$');
    for (const bad of ['', 'plain', 'bcrypt$1$2$3$4$5', withParts(1, '16385'), withParts(1, String(1 << 24)), withParts(2, '0'), withParts(4, ''), withParts(5, 'AA'), `${good}$extra`]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
