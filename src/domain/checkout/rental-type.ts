import type { CartRentalType } from './cart';

type RentalTypeChoice = Pick<CartRentalType, 'wantedQuantity' | 'isMandatory'>;

/** Spec section 4: select sets wantedQuantity to 1 if it was 0. */
export const selectRentalType = <R extends RentalTypeChoice>(rt: R): R => (rt.wantedQuantity === 0 ? { ...rt, wantedQuantity: 1 } : rt);

/** Unselect sets it to 0 if above 0; a mandatory skipper stays. */
export const unselectRentalType = <R extends RentalTypeChoice>(rt: R): R => (rt.wantedQuantity > 0 && !rt.isMandatory ? { ...rt, wantedQuantity: 0 } : rt);

/** Selectable only when not chosen yet (wantedQuantity 0). */
export const isRentalTypeSelectable = (rt: RentalTypeChoice): boolean => rt.wantedQuantity === 0 && !rt.isMandatory;
