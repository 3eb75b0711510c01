import type { ActivityBookingRequestBody } from '../../contract/checkout';
import type { ActivityGateway } from '../../application/activity/activity-gateway';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The activity gateway whose implementation (with the checkout contract's codecs) loads on its first call, so the
 * first screen does not carry it. A failed load is a network failure, tried again on the next call.
 */
export class LazyActivityGateway extends LazyGateway<ActivityGateway> implements ActivityGateway {
  activity = (id: number) => this.call('activity', (g) => g.activity(id));
  requestBooking = (id: number, request: ActivityBookingRequestBody) => this.call('requestBooking', (g) => g.requestBooking(id, request));
}
