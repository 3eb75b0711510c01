/**
 * The visitor's consent to tracking (issue [7] "Consent and tracking"): one boolean per purpose, the version of the
 * texts it was given to, and when. Pure rules: the caller gives the time.
 */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentPurposes = Readonly<Record<ConsentPurpose, boolean>>;

/** Raised when the banner's texts or purposes change in a way that needs asking everyone again. */
export const CONSENT_VERSION = 1;
/** A choice is asked again 13 months after it was given (the CNIL's longest advised consent lifetime). */
export const CONSENT_VALIDITY_MONTHS = 13;

export const ALL_ACCEPTED: ConsentPurposes = { analytics: true, marketing: true };
export const ALL_DECLINED: ConsentPurposes = { analytics: false, marketing: false };

export interface ConsentChoice {
  readonly version: number;
  readonly purposes: ConsentPurposes;
  /** ISO 8601 instant the choice was made. */
  readonly givenAt: string;
}

/** `consent.given` for a first answer (or one asked again after expiry), `consent.changed` for a change of mind. */
export type ConsentEventName = 'consent.given' | 'consent.changed';

export const makeChoice = (purposes: ConsentPurposes, now: Date, version: number = CONSENT_VERSION): ConsentChoice => ({
  version,
  purposes: { analytics: purposes.analytics, marketing: purposes.marketing },
  givenAt: now.toISOString(),
});

/** The instant a choice given at `givenAt` stops counting: 13 calendar months later (end of month clamped, UTC). */
export const consentExpiry = (givenAt: Date): Date => {
  const year = givenAt.getUTCFullYear();
  const month = givenAt.getUTCMonth() + CONSENT_VALIDITY_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(givenAt.getUTCDate(), lastDay), givenAt.getUTCHours(), givenAt.getUTCMinutes(), givenAt.getUTCSeconds(), givenAt.getUTCMilliseconds()),
  );
};

/** A day of clock difference between devices is tolerated; a choice dated later than that is not believed. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * The choice that still counts at `now`, if any: given to the current version, not older than 13 months, and not
 * dated in the future (a tampered or broken entry must not keep consent forever).
 */
export const currentChoice = (choice: ConsentChoice | undefined, now: Date, version: number = CONSENT_VERSION): ConsentChoice | undefined => {
  if (choice === undefined || choice.version !== version) return undefined;
  const givenAt = new Date(choice.givenAt);
  if (Number.isNaN(givenAt.getTime())) return undefined;
  if (givenAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return undefined;
  return now.getTime() < consentExpiry(givenAt).getTime() ? choice : undefined;
};

/** Whether the banner must ask (no choice that still counts). */
export const needsAsking = (choice: ConsentChoice | undefined, now: Date, version: number = CONSENT_VERSION): boolean =>
  currentChoice(choice, now, version) === undefined;

/** The event sent with a new choice, given the choice that counted before it. */
export const consentEventName = (previous: ConsentChoice | undefined, now: Date): ConsentEventName =>
  currentChoice(previous, now) === undefined ? 'consent.given' : 'consent.changed';

export const isAllAccepted = (purposes: ConsentPurposes): boolean => CONSENT_PURPOSES.every((p) => purposes[p]);
