import { BOOKING_STATUSES, isHoldingDates, type BookingStatus } from '../../src/domain/booking/booking-lifecycle';

/** The statuses whose booking holds its dates (the domain's isHoldingDates): another request on them is refused. */
export const HOLDING_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((s) => isHoldingDates(s));
