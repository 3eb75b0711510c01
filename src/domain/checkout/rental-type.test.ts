import { describe, expect, it } from 'vitest';
import type { CartRentalType } from './cart';
import { beginChange, changeFailed, changeSucceeded, optimisticState } from './optimistic-change';
import { isRentalTypeSelectable, selectRentalType, unselectRentalType } from './rental-type';

const skipper: CartRentalType = {
  polymorphExtraId: 'skipper',
  name: 'Skipper',
  crewNumber: 1,
  isIncluded: false,
  isMandatory: false,
  licenceRequired: true,
  price: 15_000,
  priceByDay: true,
  isPayInHarbour: false,
  wantedQuantity: 0,
};

describe('rental type', () => {
  it('select sets wantedQuantity to 1 when it was 0, and keeps everything else', () => {
    expect(selectRentalType(skipper)).toEqual({ ...skipper, wantedQuantity: 1 });
  });

  it('select does nothing when already chosen', () => {
    const chosen = { ...skipper, wantedQuantity: 1 as const };
    expect(selectRentalType(chosen)).toBe(chosen);
  });

  it('unselect sets wantedQuantity to 0 when above 0', () => {
    expect(unselectRentalType({ ...skipper, wantedQuantity: 1 })).toEqual(skipper);
  });

  it('unselect does nothing at 0, nor for a mandatory skipper', () => {
    expect(unselectRentalType(skipper)).toBe(skipper);
    const mandatory = { ...skipper, isMandatory: true, wantedQuantity: 1 as const };
    expect(unselectRentalType(mandatory)).toBe(mandatory);
  });

  it('is selectable only when not chosen yet and not mandatory', () => {
    expect(isRentalTypeSelectable(skipper)).toBe(true);
    expect(isRentalTypeSelectable({ ...skipper, wantedQuantity: 1 })).toBe(false);
    expect(isRentalTypeSelectable({ ...skipper, isMandatory: true })).toBe(false);
  });

  it('a failed select reverts to the skipper not chosen; a success keeps it', () => {
    const during = beginChange(optimisticState(skipper), selectRentalType(skipper));
    expect(during.value.wantedQuantity).toBe(1);
    expect(changeFailed(during, 'network', { rollback: true }).value).toBe(skipper);
    expect(changeSucceeded(during).value.wantedQuantity).toBe(1);
  });

  it('a failed unselect reverts to the skipper chosen', () => {
    const chosen = { ...skipper, wantedQuantity: 1 as const };
    const failed = changeFailed(beginChange(optimisticState(chosen), unselectRentalType(chosen)), 'http_500', { rollback: true });
    expect(failed.value).toBe(chosen);
    expect(failed.refreshing).toBe(false);
  });
});
