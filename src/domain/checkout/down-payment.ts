/**
 * Spec section 4: choosing down payment or full payment acts only if it differs from the current choice; a down
 * payment can be chosen only when the session is eligible (turning it off always can).
 */
export const downPaymentChoiceActs = (currentIsSelected: boolean, wantedIsSelected: boolean, isEligible: boolean): boolean =>
  currentIsSelected !== wantedIsSelected && (isEligible || !wantedIsSelected);
