export const TEMPLATE_PATH = '.data-test/template.tar';
/** The fixed "now" of the integration tests, so seeded dates and availability are stable. */
export const TEST_NOW = new Date('2026-06-01T09:00:00Z');
export const TEST_SEED_BOATS = 2000;
