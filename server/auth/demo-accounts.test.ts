import { describe, expect, it } from 'vitest';
import { validatePhone } from '../../src/domain/auth/validation';
import { DEMO_ACCOUNTS } from '../db/seed/owners';
import { DEMO_CREDENTIALS } from './demo-accounts';

describe('demo credentials', () => {
  it('cover every demo account of the seed', () => {
    expect(DEMO_CREDENTIALS.map((d) => d.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
  });

  it('have phone numbers the registration rule accepts', () => {
    for (const d of DEMO_CREDENTIALS) expect(validatePhone(d.phoneCountry, d.phoneE164)).toBeUndefined();
  });
});
