/** Spec section 2: the multiverse test's variation A or B shows the current variant; any other the new one. */
export type LandingVariant = 'current' | 'new';

export const landingVariant = (variation: string | undefined): LandingVariant =>
  variation === 'A' || variation === 'B' ? 'current' : 'new';
