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
  /** The harbour place; null only while a listing is a draft (migration 010). */
  place_id: number | null;
  latitude: number | null;
  longitude: number | null;
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
  /** A boat's booking, or (migration 007) an activity's: exactly one of boat_id and activity_id is set. */
  boat_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Both days included. Written as 'YYYY-MM-DD'; read as a Date by the drivers. */
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  /** EUR cents, computed on the server: the rental quoted when requested (days × price after discount, or the activity's people × price). */
  total_price: number;
  /** The domain's BookingStatus (src/domain/booking/booking-lifecycle.ts), since migration 007. */
  status: ColumnType<BookingRequestStatus, BookingRequestStatus | undefined, BookingRequestStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BookingRequestStatus = 'requested' | 'awaitingOwner' | 'paid' | 'confirmed' | 'declined' | 'expired' | 'cancelled' | 'refunded';

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

/* Payments, booking history and conversations (migration 008_payments). */

export type PaymentProviderName = 'local' | 'stripe';
/** What a payment pays for: the checkout (full or down payment), the balance, post-booking insurance, a change of booking. */
export type PaymentKind = 'checkout' | 'balance' | 'postBooking' | 'modification';
/** Stripe's PaymentIntent states that matter here; 'declined' = the last confirmation failed, the intent may be retried. */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'declined' | 'canceled';

export interface PaymentsTable {
  id: Generated<number>;
  booking_request_id: number;
  provider: PaymentProviderName;
  intent_id: string;
  client_secret: string;
  /** Minor units (EUR cents). */
  amount: number;
  currency: Generated<string>;
  kind: ColumnType<PaymentKind, PaymentKind | undefined, PaymentKind>;
  attempt: number;
  status: PaymentStatus;
  idempotency_key: string;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  refund_needed: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Append-only history of a booking. `data` is read as an object and written as JSON text. */
export interface BookingEventsTable {
  id: Generated<number>;
  booking_request_id: number;
  at: ColumnType<Date, Date | string, Date | string>;
  type: string;
  from_status: string | null;
  to_status: string | null;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** Null for a conversation about a boat before any booking (migration 009). */
  booking_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  tenant_id: number;
  owner_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** Null for a system message. */
  author_id: number | null;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The booking whose payment wrote these booked days (null for the demo data's). */
export interface BoatUnavailabilitiesTable {
  booking_request_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  payments: PaymentsTable;
  booking_events: BookingEventsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
}

/* Checkout (migration 007_checkout). */

/** What a booking request became in 007: the checkout session and the booking, for a boat or an activity. */
export interface BookingRequestsTable {
  activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  number_of_people: Generated<number>;
  /** An activity's slot ('morning', 'afternoon', 'evening'); null for a boat. */
  time_of_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** The unpaid session expires at this instant. */
  expires_at: ColumnType<Date, Date | string, Date | string>;
  is_direct: Generated<boolean>;
  response_before: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  promo_code: ColumnType<string | null, string | null | undefined, string | null>;
  down_payment_selected: Generated<boolean>;
  insurance_cab_weather: Generated<boolean>;
  insurance_damage_waiver: Generated<boolean>;
  insurance_assistance: Generated<boolean>;
  insurance_multirisk: Generated<boolean>;
  rental_type_quantity: Generated<number>;
  /** The last computed PriceDetails; read as an object, written as JSON text. */
  price_snapshot: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ActivitiesTable {
  /** EUR cents for the booking; 0 when all-inclusive. */
  fuel_price: Generated<number>;
  /** EUR cents for the booking. */
  skipper_price: Generated<number>;
  is_all_inclusive: Generated<boolean>;
  is_skipper_paid_at_harbor: Generated<boolean>;
}

export interface ProductExtrasTable {
  id: Generated<number>;
  boat_id: number | null;
  activity_id: number | null;
  kind: 'optional' | 'rentalType';
  name: string;
  description: Generated<string>;
  price_type: 'perBooking' | 'perDay' | 'perPerson';
  /** EUR cents per unit of the price type. */
  price: number;
  is_mandatory: Generated<boolean>;
  is_included: Generated<boolean>;
  is_pay_in_harbour: Generated<boolean>;
  crew_number: Generated<number>;
  licence_required: Generated<boolean>;
  price_by_day: Generated<boolean>;
  position: Generated<number>;
}

export interface BookingExtrasTable {
  booking_request_id: number;
  product_extra_id: number;
}

export interface InsuranceOffersTable {
  id: Generated<number>;
  boat_id: number | null;
  activity_id: number | null;
  name: 'cabWeather' | 'damageWaiver' | 'assistanceInsurance' | 'multiriskInsurance';
}

export interface PromoCodesTable {
  code: string;
  kind: 'percentage' | 'amount';
  percentage: Generated<number>;
  amount: Generated<number>;
  minimum_amount: Generated<number>;
  /** Written as 'YYYY-MM-DD'; read as a Date by the drivers. */
  valid_from: ColumnType<Date | null, string | null | undefined, string | null>;
  valid_until: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface Database {
  product_extras: ProductExtrasTable;
  booking_extras: BookingExtrasTable;
  insurance_offers: InsuranceOffersTable;
  promo_codes: PromoCodesTable;
}

/* After the booking (migration 009_after_booking). */

export interface PaymentsTable {
  post_booking_cart_id: ColumnType<number | null, number | null | undefined, number | null>;
  modification_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type PostBookingCartStatus = 'open' | 'paid' | 'closed';

export interface PostBookingCartsTable {
  id: Generated<number>;
  booking_request_id: number;
  cab_weather: Generated<boolean>;
  damage_waiver: Generated<boolean>;
  assistance: Generated<boolean>;
  status: ColumnType<PostBookingCartStatus, PostBookingCartStatus | undefined, PostBookingCartStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ModificationStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'paid';

export interface BookingModificationsTable {
  id: Generated<number>;
  booking_request_id: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  number_of_people: number;
  /** EUR cents: new online total minus the old one. */
  price_difference: number;
  new_total: number;
  status: ColumnType<ModificationStatus, ModificationStatus | undefined, ModificationStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RefundsTable {
  id: Generated<number>;
  booking_request_id: number;
  payment_id: number;
  amount: number;
  reason: string;
  provider_refund_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  idempotency_key: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BookingRequestsTable {
  balance_reminder_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_by: ColumnType<'tenant' | 'owner' | 'system' | null, 'tenant' | 'owner' | 'system' | null | undefined, 'tenant' | 'owner' | 'system' | null>;
  review_snoozed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  offer_price: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ConversationsTable {
  boat_id: ColumnType<number | null, number | null | undefined, number | null>;
  hash: string;
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type OfferStatus = 'pending' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

export interface OffersTable {
  id: Generated<number>;
  hash: string;
  conversation_id: number;
  boat_id: number;
  owner_id: number;
  tenant_id: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  price: number;
  status: ColumnType<OfferStatus, OfferStatus | undefined, OfferStatus>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  booking_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReviewsTable {
  booking_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  owner_answer: ColumnType<string | null, string | null | undefined, string | null>;
  owner_answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UsersTable {
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  post_booking_carts: PostBookingCartsTable;
  booking_modifications: BookingModificationsTable;
  refunds: RefundsTable;
  offers: OffersTable;
}

/* The owner's side (migration 010_owner_listings). */

export type ListingStatus = 'draft' | 'published' | 'paused' | 'rejected';

export interface BoatsTable {
  status: ColumnType<ListingStatus, ListingStatus | undefined, ListingStatus>;
  /** Language code → text. */
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  descriptions: ColumnType<Record<string, string>, string | undefined, string>;
  /** EUR cents; null: no half days. */
  half_day_price: ColumnType<number | null, number | null | undefined, number | null>;
  weekly_discount: Generated<number>;
  minimum_days: Generated<number>;
  sleeping_areas: ColumnType<unknown, string | undefined, string>;
  itineraries: ColumnType<unknown, string | undefined, string>;
  ical_token: ColumnType<string | null, string | null | undefined, string | null>;
  ical_import_url: ColumnType<string | null, string | null | undefined, string | null>;
  ical_imported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BoatPicturesTable {
  id: Generated<number>;
  /** The key of an uploaded picture behind the picture storage port; null for the demo's generated pictures. */
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProductExtrasTable {
  /** Removed by the owner: kept for the bookings that chose it, never offered again. */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BoatSeasonalPricesTable {
  id: Generated<number>;
  boat_id: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  /** EUR cents. */
  price_per_day: number;
}

export type UnavailabilitySource = 'booking' | 'owner' | 'ical';

export interface BoatUnavailabilitiesTable {
  source: ColumnType<UnavailabilitySource, UnavailabilitySource | undefined, UnavailabilitySource>;
  ical_uid: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  boat_seasonal_prices: BoatSeasonalPricesTable;
}

/* Professional owners (migration 013_professional_owners). */

export type CancellationPolicyName = 'Flexible' | 'Moderate' | 'Strict';

/** The defaults of an owner's new listings; no row: the defaults of server/owners/sales-settings.ts. */
export interface OwnerSalesSettingsTable {
  owner_id: number;
  /** EUR cents. */
  deposit: number;
  cancellation_policy: CancellationPolicyName;
  instant_booking: boolean;
  response_time_hours: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An invitation to share an owner's inbox: pending (no user), accepted, or removed. */
export interface OwnerTeammatesTable {
  id: Generated<number>;
  owner_id: number;
  /** Lower-cased. */
  email: string;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  invited_at: ColumnType<Date, Date | string | undefined, Date | string>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type LeadStatus = 'open' | 'won' | 'lost';

export interface ConversationsTable {
  /** The owner or teammate who answers this lead; null: unassigned. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'won' as soon as the conversation has a booking (a trigger of migration 013). */
  lead_status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
}

export interface Database {
  owner_sales_settings: OwnerSalesSettingsTable;
  owner_teammates: OwnerTeammatesTable;
}

/* Booking requests answered by the owner (migration 012_request_answers). */

/** manual: a request's checkout payment, only authorised (held) until captured_at or released_at. */
export type CaptureMethod = 'automatic' | 'manual';

export interface PaymentsTable {
  capture_method: ColumnType<CaptureMethod, CaptureMethod | undefined, CaptureMethod>;
  /** When the money was taken (at once unless held); null while held or never succeeded. */
  captured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When a held authorisation was given back to the card. */
  released_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type RequestOutcome = 'accepted' | 'declined' | 'expired';

export interface BookingRequestsTable {
  request_outcome: ColumnType<RequestOutcome | null, RequestOutcome | null | undefined, RequestOutcome | null>;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The owner's optional message with a decline (at most 1000 characters). */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A push notification kept by the local outbox (server/push), like the dev email outbox. `data` is read as an object. */
export interface PushOutboxTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  title: string;
  body: string;
  data: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  push_outbox: PushOutboxTable;
}

/* The electronic contract at the harbour (migration 011_econtract). */

export type EcontractDirection = 'in' | 'out';
export type EcontractConfirmationMethod = 'session' | 'password' | 'sms';

export interface EcontractsTable {
  id: Generated<number>;
  booking_request_id: number;
  direction: EcontractDirection;
  /** The domain's EcontractData, normalised; read as an object, written as JSON text. */
  data: ColumnType<unknown, string, string>;
  status: ColumnType<'draft' | 'signed', 'draft' | 'signed' | undefined, 'draft' | 'signed'>;
  /** EUR cents, fixed when first saved. */
  deposit: number;
  equipment_ids: ColumnType<number[], number[], number[]>;
  licence_required: boolean;
  content_hash: string;
  signed_content: ColumnType<string | null, string | null | undefined, string | null>;
  owner_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  owner_confirmed_by: ColumnType<EcontractConfirmationMethod | null, EcontractConfirmationMethod | null | undefined, EcontractConfirmationMethod | null>;
  owner_confirmed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  tenant_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tenant_confirmed_by: ColumnType<EcontractConfirmationMethod | null, EcontractConfirmationMethod | null | undefined, EcontractConfirmationMethod | null>;
  tenant_confirmed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  code_party: ColumnType<'owner' | 'tenant' | null, 'owner' | 'tenant' | null | undefined, 'owner' | 'tenant' | null>;
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  code_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  code_attempts: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EcontractPhotosTable {
  id: Generated<number>;
  econtract_id: number;
  storage_key: string;
  sha256: string;
  width: number;
  height: number;
  byte_size: number;
  uploaded_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type DamageClaimStatus = 'open' | 'decided';

export interface DamageClaimsTable {
  id: Generated<number>;
  booking_request_id: number;
  econtract_id: number;
  /** EUR cents claimed, at most the deposit. */
  amount: number;
  deposit: number;
  status: ColumnType<DamageClaimStatus, DamageClaimStatus | undefined, DamageClaimStatus>;
  decided_amount: ColumnType<number | null, number | null | undefined, number | null>;
  decision_note: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  econtracts: EcontractsTable;
  econtract_photos: EcontractPhotosTable;
  damage_claims: DamageClaimsTable;
}

/* The back office, native tracking and consent (migration 014_back_office). */

export type AuditObjectType = 'booking' | 'refund' | 'conversation' | 'message' | 'user' | 'boat' | 'damageClaim' | 'proposal';

/** Append-only: the database refuses update, delete and truncate. */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_id: ColumnType<number, number, never>;
  actor_email: ColumnType<string, string, never>;
  action: ColumnType<string, string, never>;
  object_type: ColumnType<AuditObjectType, AuditObjectType, never>;
  object_id: ColumnType<number, number, never>;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  note: ColumnType<string | null, string | null | undefined, never>;
}

export interface ConversationMessagesTable {
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UsersTable {
  flagged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  flag_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BoatsTable {
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ProposalStatus = 'draft' | 'sent' | 'booked' | 'withdrawn';

export interface ProposalsTable {
  id: Generated<number>;
  hash: string;
  tenant_email: string;
  tenant_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  people: Generated<number>;
  message: Generated<string>;
  language: Generated<string>;
  status: ColumnType<ProposalStatus, ProposalStatus | undefined, ProposalStatus>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProposalItemsTable {
  id: Generated<number>;
  proposal_id: number;
  boat_id: number;
  /** EUR cents for the whole stay. */
  price: number;
  position: Generated<number>;
}

export interface BookingRequestsTable {
  /** The proposal's boat this booking came from (its price replaces the rental's). */
  proposal_item_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RefundsTable {
  attempts: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PushNotificationEventKind = 'received' | 'clicked' | 'opened';

export interface PushNotificationEventsTable {
  id: Generated<string>;
  kind: PushNotificationEventKind;
  notification_id: string;
  device_id: string | null;
  object_id: string | null;
  object_type: string | null;
  user_id: number | null;
  platform: string | null;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DeeplinkEventsTable {
  id: Generated<string>;
  kind: 'opened' | 'referer';
  url: string;
  user_id: number | null;
  visitor_id: string | null;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ConsentEventsTable {
  id: Generated<string>;
  event: string;
  consent: ColumnType<unknown, string, string>;
  visitor_id: string | null;
  user_id: number | null;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  audit_log: AuditLogTable;
  proposals: ProposalsTable;
  proposal_items: ProposalItemsTable;
  push_notification_events: PushNotificationEventsTable;
  deeplink_events: DeeplinkEventsTable;
  consent_events: ConsentEventsTable;
}

/* Search at scale (migration 015_scale_indexes). */

/** One row: counters moved at the commit of every change to what search results are made of. */
export interface SearchVersionsTable {
  id: Generated<boolean>;
  /** Boats, their equipment, pictures and seasonal prices, owners' names and badges. bigint: read as text. */
  catalogue: ColumnType<string, never, never>;
  /** Booked and blocked days (boat_unavailabilities). */
  calendar: ColumnType<string, never, never>;
  /** The highest counter values whose search_change_commits rows were deleted (migration 017). bigint: read as text. */
  catalogue_floor: ColumnType<string, never, string>;
  calendar_floor: ColumnType<string, never, string>;
}

/** The boats each transaction's statements touched (migration 017_search_boat_changes). */
export interface SearchBoatChangesTable {
  xid: string;
  kind: 'catalogue' | 'calendar';
  /** null: everything changed (a truncate). */
  boat_id: number | null;
}

/** The counter value each committed transaction set (migration 017). bigint: read as text. */
export interface SearchChangeCommitsTable {
  xid: string;
  kind: 'catalogue' | 'calendar';
  version: string;
  created_at: Generated<Date>;
}

/** Each boat's search summary, written only by the triggers of migration 018 (read: server/search/product-summaries.ts). */
export interface BoatSearchSummariesTable {
  boat_id: ColumnType<number, never, never>;
  summary: ColumnType<unknown, never, never>;
}

export interface Database {
  search_versions: SearchVersionsTable;
  search_boat_changes: SearchBoatChangesTable;
  search_change_commits: SearchChangeCommitsTable;
  boat_search_summaries: BoatSearchSummariesTable;
}

/* Saved searches (migration 016_saved_searches). */

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** 'boat' or 'activity'. */
  kind: ColumnType<string, string | undefined, string>;
  /** The search page's canonical query string (no '?', no page). */
  query: string;
  /** The place's name, '' without one. */
  label: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  saved_searches: SavedSearchesTable;
}
