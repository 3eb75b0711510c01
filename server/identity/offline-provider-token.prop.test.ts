import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbProvider, arbValidEmail, arbValidName } from '../../tests/arbitraries/auth';
import type { ProviderIdentity } from './identity';
import { signOfflineProviderToken, verifyOfflineProviderToken } from './offline-provider-token';

const NOW = new Date('2026-06-01T09:00:00Z');

const arbIdentity: fc.Arbitrary<ProviderIdentity> = fc.record(
  {
    provider: arbProvider,
    subject: fc.string({ minLength: 1, maxLength: 255 }),
    email: arbValidEmail,
    firstName: arbValidName,
    lastName: arbValidName,
  },
  { requiredKeys: ['provider', 'subject'] },
);

describe('offline provider tokens (properties)', () => {
  it('verify(sign(identity)) gives the identity back', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 32, maxLength: 64 }), arbIdentity, (secret, identity) => {
        expect(verifyOfflineProviderToken(secret, signOfflineProviderToken(secret, identity, NOW), NOW)).toEqual({ ok: true, identity });
      }),
    );
  });

  it('any change to a token is rejected', () => {
    fc.assert(
      fc.property(arbIdentity, fc.nat(), fc.constantFrom(...'ABCabc012-_.'), (identity, at, ch) => {
        const token = signOfflineProviderToken('a-secret-of-more-than-32-characters!', identity, NOW);
        const i = at % token.length;
        fc.pre(token[i] !== ch);
        const changed = `${token.slice(0, i)}${ch}${token.slice(i + 1)}`;
        // Base64url's last character may carry padding bits that decode to the same bytes: compare the decoded signature.
        const check = verifyOfflineProviderToken('a-secret-of-more-than-32-characters!', changed, NOW);
        if (check.ok) expect(i).toBeGreaterThan(token.lastIndexOf('.'));
        if (check.ok) expect(Buffer.from(changed.split('.')[2] ?? '', 'base64url')).toEqual(Buffer.from(token.split('.')[2] ?? '', 'base64url'));
      }),
    );
  });
});
