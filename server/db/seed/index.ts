/** Public API of the deterministic demo data. */
export { seedDemoData, isSeeded, insertGeneratedBoats, insertGeneratedActivities, resetSequences } from './seed';
export type { SeedOptions, SeedSummary } from './seed';
export { generateBoats, generateBoatBatches, PRODUCT_TAGS, boatPictureUrl } from './boats';
export type { BoatRow, BoatContext, GeneratedBoats, BoatEquipmentRow, BoatPictureRow } from './boats';
export { generateActivities, ACTIVITY_TYPES, EXPERIENCES, EXPERIENCE_ACTIVITY_TYPES, TIMES_OF_DAY, activityPictureUrl } from './activities';
export type { ActivityRow, ActivityType, Experience, GeneratedActivities } from './activities';
export { BOAT_TYPES, BOAT_MODELS, SAIL_TYPES, isSailType } from './boat-models';
export type { BoatType, BoatModel } from './boat-models';
export { EQUIPMENT, EQUIPMENT_IDS } from './equipment';
export { CURRENCIES } from './currencies';
export { DEMO_ACCOUNTS, DEMO_TENANT_EMAIL, DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, generateOwners } from './owners';
export type { DemoAccount, OwnerRef, UserRow } from './owners';
export { buildPlaces, fillNames, placeSearchText } from './places';
export type { HarbourSite, PlaceRow } from './places';
export { HARBOURS, REGIONS } from './places-data';
export { foldSearchText, slugify } from './fold';
export { createRandom, DEMO_SEED } from './random';
export type { Random } from './random';
