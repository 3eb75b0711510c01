import * as t from 'io-ts';

/** Spec section 7 "Device and tracking": every answer of the consent banner is recorded. */
export const CONSENT_PATHS = { didomi: '/metrics/didomi' } as const;

const ConsentVersion = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'ConsentVersion');

/**
 * POST /metrics/didomi {event, consent}: `consent.given` for a first answer, `consent.changed` for a change from the
 * cookie settings; `consent` holds one boolean per purpose (unknown purposes are dropped); `version` is the version
 * of the banner's texts the answer was given to (proof of consent).
 */
export const ConsentEventBody = t.intersection([
  t.type({
    event: t.keyof({ 'consent.given': null, 'consent.changed': null }),
    consent: t.exact(t.type({ analytics: t.boolean, marketing: t.boolean })),
  }),
  t.partial({ version: ConsentVersion }),
]);
export type ConsentEventBody = t.TypeOf<typeof ConsentEventBody>;

export const ConsentEventRecorded = t.type({ recorded: t.literal(true) });
export type ConsentEventRecorded = t.TypeOf<typeof ConsentEventRecorded>;
