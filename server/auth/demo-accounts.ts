import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { canonicalEmail } from './accounts';
import { hashPassword, verifyPassword } from './password';

/** The seed's demo accounts (server/db/seed/owners.ts) with their sign-in passwords and phones (README). */
export const DEMO_CREDENTIALS = [
  { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!', phoneCountry: 'FR', phoneE164: '+33612345678' },
  { email: 'owner@demo.seaway.test', password: 'Owner-2026!', phoneCountry: 'FR', phoneE164: '+33698765432' },
  { email: 'staff@demo.seaway.test', password: 'Staff-2026!', phoneCountry: 'SE', phoneE164: '+46701234567' },
] as const;

/**
 * Gives the demo accounts their passwords and phone numbers. Idempotent and cheap on later starts: a password that
 * already matches is left alone; a missing account (an unseeded database) is skipped.
 */
export async function setDemoPasswords(db: Kysely<Database>): Promise<void> {
  for (const demo of DEMO_CREDENTIALS) {
    const row = await db.selectFrom('users').select(['id', 'password_hash', 'phone_number']).where('email', '=', canonicalEmail(demo.email)).executeTakeFirst();
    if (!row) continue;
    const current = row.password_hash !== null && (await verifyPassword(demo.password, row.password_hash));
    if (current && row.phone_number === demo.phoneE164) continue;
    await db
      .updateTable('users')
      .set({ password_hash: current && row.password_hash ? row.password_hash : await hashPassword(demo.password), phone_country: demo.phoneCountry, phone_number: demo.phoneE164 })
      .where('id', '=', row.id)
      .execute();
  }
}
