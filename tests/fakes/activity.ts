import { right, type Either } from 'fp-ts/lib/Either';
import type { ActivityBookingRequestBody, ActivityDetail } from '../../src/contract/checkout';
import type { ActivityGateway } from '../../src/application/activity/activity-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';

type Result<A> = Promise<Either<ApiFailure, A>>;

export const activityDetail = (overrides: Partial<ActivityDetail> = {}): ActivityDetail => ({
  id: 501,
  title: 'Sunset cruise in Marseille',
  description: 'Watch the sun go down over the calanques. Departure from Marseille.',
  experience: 'funBoat',
  activityType: 'sunsetCruise',
  coverUrl: '/media/activities/501.svg',
  price: 4_500,
  durationHours: 2.5,
  capacity: 8,
  timesOfDay: ['evening', 'afternoon'],
  skipperLanguages: ['en', 'fr'],
  localizationName: 'Marseille',
  placeSlug: 'marseille',
  slug: 'sunset-cruise-marseille-501',
  latitude: 43.29,
  longitude: 5.36,
  reviews: { number: 3, average: 4.23 },
  instantBooking: true,
  isAllInclusive: false,
  cancellationPolicy: 'Flexible',
  owner: { firstName: 'Marie', isPro: true, isSuperOwner: true },
  ...overrides,
});

/** Every call recorded; answers from handlers the test may replace. */
export class FakeActivityGateway implements ActivityGateway {
  readonly calls: { method: 'activity' | 'requestBooking'; id: number; request?: ActivityBookingRequestBody }[] = [];
  detail: (id: number) => Result<ActivityDetail> = async (id) => right(activityDetail({ id }));
  booking: (id: number, request: ActivityBookingRequestBody) => Result<{ hash: string }> = async () => right({ hash: 'act-hash' });

  activity(id: number) {
    this.calls.push({ method: 'activity', id });
    return this.detail(id);
  }
  requestBooking(id: number, request: ActivityBookingRequestBody) {
    this.calls.push({ method: 'requestBooking', id, request });
    return this.booking(id, request);
  }
  callsOf(method: 'activity' | 'requestBooking') {
    return this.calls.filter((c) => c.method === method);
  }
}
