import type { LanguageCode } from '../../../src/domain/i18n/languages';
import type { HarbourSite } from './places';
import { NATIONALITIES, nationalityOf } from './people';
import type { Random } from './random';

/** A row of the users table with its id fixed in advance. */
export interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone_country: string | null;
  readonly phone_number: string | null;
  readonly password_hash: string | null;
  readonly roles: string[];
  readonly is_pro: boolean;
  readonly is_super_owner: boolean;
  readonly currency_code: string;
  readonly language: LanguageCode;
  readonly avatar_url: string | null;
  readonly created_at: Date;
}

/** What the product generators need to know about an owner. */
export interface OwnerRef {
  readonly id: number;
  /** Country of the owner's home harbour: they list boats there first. */
  readonly countryCode: string;
  readonly isPro: boolean;
  readonly isSuperOwner: boolean;
}

export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
  readonly isPro: boolean;
  readonly isSuperOwner: boolean;
  readonly language: LanguageCode;
  readonly currencyCode: string;
  /** Country whose boats the account owns (owner account only). */
  readonly countryCode: string;
}

/**
 * Fixed accounts for demos and end-to-end tests, inserted first (ids 1, 2, 3) with no password:
 * the authentication work sets their password hashes.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'tenant@demo.seaway.test', firstName: 'Tessa', lastName: 'Marin', roles: ['tenant'], isPro: false,
    isSuperOwner: false, language: 'en', currencyCode: 'EUR', countryCode: 'FR' },
  { email: 'owner@demo.seaway.test', firstName: 'Olivier', lastName: 'Navarre', roles: ['tenant', 'owner'], isPro: true,
    isSuperOwner: true, language: 'fr', currencyCode: 'EUR', countryCode: 'FR' },
  { email: 'staff@demo.seaway.test', firstName: 'Sven', lastName: 'Lindqvist', roles: ['tenant', 'staff'], isPro: false,
    isSuperOwner: false, language: 'en', currencyCode: 'EUR', countryCode: 'SE' },
];

export const DEMO_TENANT_EMAIL = 'tenant@demo.seaway.test';
export const DEMO_OWNER_EMAIL = 'owner@demo.seaway.test';
export const DEMO_STAFF_EMAIL = 'staff@demo.seaway.test';

const DAY_MS = 86_400_000;

export const demoAccountRows = (now: Date, firstId = 1): UserRow[] =>
  DEMO_ACCOUNTS.map((a, i) => ({
    id: firstId + i,
    email: a.email,
    first_name: a.firstName,
    last_name: a.lastName,
    phone_country: null,
    phone_number: null,
    password_hash: null,
    roles: [...a.roles],
    is_pro: a.isPro,
    is_super_owner: a.isSuperOwner,
    currency_code: a.currencyCode,
    language: a.language,
    avatar_url: null,
    created_at: new Date(now.getTime() - (1200 - i) * DAY_MS),
  }));

/** Owners (roles tenant + owner): about 45% professional, 20% super owners, named after their home country. */
export const generateOwners = (
  count: number,
  rng: Random,
  harbours: readonly HarbourSite[],
  now: Date,
  firstId: number,
): { readonly rows: UserRow[]; readonly refs: OwnerRef[] } => {
  const rows: UserRow[] = [];
  const refs: OwnerRef[] = [];
  const sites = harbours.map((h) => [h, h.popularity] as const);
  for (let n = 1; n <= count; n++) {
    const home = rng.weighted(sites);
    // Some owners are expatriates: their name and language come from elsewhere.
    const nationality = rng.chance(0.12) ? rng.pick(NATIONALITIES) : nationalityOf(home.countryCode);
    const isPro = rng.chance(0.45);
    const isSuperOwner = rng.chance(isPro ? 0.3 : 0.1);
    const id = firstId + n - 1;
    rows.push({
      id,
      email: `owner${n}@demo.seaway.test`,
      first_name: rng.pick(nationality.firstNames),
      last_name: rng.pick(nationality.lastNames),
      phone_country: null,
      phone_number: null,
      password_hash: null,
      roles: ['tenant', 'owner'],
      is_pro: isPro,
      is_super_owner: isSuperOwner,
      currency_code: nationality.currencyCode,
      language: nationality.language,
      avatar_url: null,
      created_at: new Date(now.getTime() - rng.int(400, 2500) * DAY_MS - rng.int(0, DAY_MS - 1)),
    });
    refs.push({ id, countryCode: home.countryCode, isPro, isSuperOwner });
  }
  return { rows, refs };
};

/** Picks an owner for a product listed in a country: local owners, professionals more often. */
export const ownerPicker = (owners: readonly OwnerRef[]): ((rng: Random, countryCode: string) => OwnerRef) => {
  if (owners.length === 0) throw new Error('No owners to list products');
  const weighted = (list: readonly OwnerRef[]) => list.map((o) => [o, o.isPro ? 6 : 1] as const);
  const byCountry = new Map<string, (readonly [OwnerRef, number])[]>();
  for (const o of owners) {
    const list = byCountry.get(o.countryCode) ?? [];
    list.push([o, o.isPro ? 6 : 1]);
    byCountry.set(o.countryCode, list);
  }
  const everyone = weighted(owners);
  return (rng, countryCode) => {
    const local = byCountry.get(countryCode);
    return rng.weighted(local && rng.chance(0.9) ? local : everyone);
  };
};
