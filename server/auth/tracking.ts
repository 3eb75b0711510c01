import { createHash } from 'node:crypto';
import type { AuthTracking } from '../../src/contract/auth';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Spec section 3 authenticationResponse.tracking: hashed identifiers for the data layer. */
export const trackingOf = (user: { readonly id: number; readonly email: string; readonly phoneE164: string | null }): AuthTracking => ({
  userId: String(user.id),
  hashedEmail: sha256(user.email.trim().toLowerCase()),
  hashedPhone: user.phoneE164 ? sha256(user.phoneE164) : '',
});
