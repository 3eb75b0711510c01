import type { ColumnType, Generated } from 'kysely';

/** Kysely table types. One interface per table; keep them in step with the migrations. */
export interface CurrenciesTable {
  code: string;
  legacy_id: number;
  symbol: string;
  rate: number;
  minor_units: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone_country: string | null;
  phone_number: string | null;
  password_hash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  is_pro: Generated<boolean>;
  is_super_owner: Generated<boolean>;
  currency_code: Generated<string>;
  language: Generated<string>;
  avatar_url: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/* Catalogue (migration 002_catalogue). */

export type PlaceKind = 'city' | 'harbour' | 'region';
/** Name per language code: the 13 product languages, plus the local language when it is none of them (hr, tr). */
export type PlaceNames = Readonly<Record<string, string>>;

export interface PlacesTable {
  id: Generated<number>;
  slug: string;
  kind: PlaceKind;
  country_code: string;
  /** Read as an object; written as JSON text (JSON.stringify) so both drivers agree. */
  names: ColumnType<PlaceNames, string, string>;
  /** Lower-cased, accent-free names joined by spaces (foldSearchText in server/db/seed/fold). */
  search_text: string;
  latitude: number;
  longitude: number;
  /** harbour → city, city → region or null, region → null. */
  parent_id: number | null;
  population: Generated<number>;
  popularity: Generated<number>;
}

export interface BoatsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  slug: string;
  /** One of the 11 boat types of spec section 3 ('Jet Ski', 'Without license', ...). */
  type: string;
  builder_name: string;
  model_name: string;
  build_year: number;
  length_m: number;
  /** Horsepower, all engines together. */
  engine_power: Generated<number>;
  cabins: Generated<number>;
  berths: Generated<number>;
  capacity: number;
  /** The harbour place. */
  place_id: number;
  latitude: number;
  longitude: number;
  /** EUR cents. */
  price_per_day: number;
  discount_percentage: Generated<number>;
  instant_booking: Generated<boolean>;
  sailing_type: 'With captain' | 'With or without captain' | 'Without captain';
  cancellation_policy: 'Flexible' | 'Moderate' | 'Strict';
  /** EUR cents. */
  deposit: Generated<number>;
  description: Generated<string>;
  product_tags: ColumnType<string[], string[] | undefined, string[]>;
  reviews_count: Generated<number>;
  reviews_avg: Generated<number>;
  score: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BoatEquipmentTable {
  boat_id: number;
  equipment_id: number;
}

export interface BoatPicturesTable {
  boat_id: number;
  position: number;
  url: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_kind: 'boat' | 'activity';
  product_id: number;
  author_first_name: string;
  rating: number;
  comment: Generated<string>;
  language: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Booked days of a boat, both ends included. Written as 'YYYY-MM-DD'; read as a Date by the drivers. */
export interface BoatUnavailabilitiesTable {
  id: Generated<number>;
  boat_id: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
}

export interface ActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  slug: string;
  description: Generated<string>;
  experience: 'waterSport' | 'funBoat' | 'atypicalBoat' | 'fishingBoat' | 'partyBoat';
  activity_type: string;
  place_id: number;
  latitude: number;
  longitude: number;
  /** EUR cents per person. */
  price: number;
  duration_hours: number;
  capacity: number;
  /** Subset of 'morning', 'afternoon', 'evening'. */
  times_of_day: ColumnType<string[], string[] | undefined, string[]>;
  /** Language codes ('en', 'fr', ...). */
  skipper_languages: ColumnType<string[], string[] | undefined, string[]>;
  instant_booking: Generated<boolean>;
  cancellation_policy: 'Flexible' | 'Moderate' | 'Strict';
  reviews_count: Generated<number>;
  reviews_avg: Generated<number>;
  score: Generated<number>;
  cover_url: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FavoritesTable {
  user_id: number;
  /** A boat id. */
  product_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  currencies: CurrenciesTable;
  users: UsersTable;
  sessions: SessionsTable;
  places: PlacesTable;
  boats: BoatsTable;
  boat_equipment: BoatEquipmentTable;
  boat_pictures: BoatPicturesTable;
  reviews: ReviewsTable;
  boat_unavailabilities: BoatUnavailabilitiesTable;
  activities: ActivitiesTable;
  favorites: FavoritesTable;
}

/* Authentication (migration 004_auth). users.phone_number holds the E.164 form for accounts created by registration. */

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PendingRegistrationsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** E.164. */
  phone: string;
  code_hash: string;
  code_expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: Generated<number>;
  last_sent_at: ColumnType<Date, Date | string, Date | string>;
  resend_count: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** A third-party provider id ('CAB', 'Firebase.Google', ...). */
  provider: string;
  subject: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RateLimitHitsTable {
  bucket: string;
  /** SHA-256 hex of the counted subject (email, phone, client address). */
  subject: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  channel: 'sms' | 'call';
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface UserPermissionsTable {
  user_id: number;
  push_notif: Generated<boolean>;
  tracking: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// Declaration merging keeps this file append-only.
export interface Database {
  server_secrets: ServerSecretsTable;
  pending_registrations: PendingRegistrationsTable;
  user_identities: UserIdentitiesTable;
  rate_limit_hits: RateLimitHitsTable;
  password_reset_tokens: PasswordResetTokensTable;
  sms_outbox: SmsOutboxTable;
  email_outbox: EmailOutboxTable;
  user_permissions: UserPermissionsTable;
}

/* Search and booking start (migration 005_search). */

export interface BookingRequestsTable {
  id: Generated<number>;
  /** Random, URL-safe: the payment-session route ps/{hash}. */
  hash: string;
  user_id: number;
  boat_id: number;
  /** Both days included. Written as 'YYYY-MM-DD'; read as a Date by the drivers. */
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  /** EUR cents, computed on the server. */
  total_price: number;
  status: ColumnType<'pending' | 'accepted' | 'declined' | 'cancelled' | 'paid', 'pending' | 'accepted' | 'declined' | 'cancelled' | 'paid' | undefined, 'pending' | 'accepted' | 'declined' | 'cancelled' | 'paid'>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// Declaration merging keeps this file append-only.
export interface Database {
  booking_requests: BookingRequestsTable;
}

/* Devices (migration 006_devices). */
export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  device_token: string;
  device_type: string;
  device_version: string;
  fcm_token: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  devices: DevicesTable;
}
