import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTeammateEmail, teammateEmailProblem } from './teammates';

const arbEmail = fc.emailAddress();

describe('teammates (properties)', () => {
  it('normalising an email twice is normalising it once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeTeammateEmail(normalizeTeammateEmail(text))).toBe(normalizeTeammateEmail(text));
      }),
    );
  });

  it('the owner can never invite themselves, however the address is written', () => {
    fc.assert(
      fc.property(arbEmail, fc.boolean(), fc.constantFrom('', ' ', '  '), (email, upper, pad) => {
        const written = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
        const problem = teammateEmailProblem(written, email);
        expect(problem === 'owners:errors.ownEmail' || problem === 'owners:errors.emailInvalid').toBe(true);
      }),
    );
  });
});
