import { ActivityDetail, type ActivityBookingRequestBody } from '../../contract/checkout';
import { BookingRequestResponse } from '../../contract/search';
import type { ActivityGateway } from '../../application/activity/activity-gateway';
import type { HttpClient } from '../http/http-client';

/** GET /activities/{id} and POST /activities/{id}/booking-request, decoded with the shared contract. */
export class HttpActivityGateway implements ActivityGateway {
  constructor(private readonly http: HttpClient) {}

  activity(id: number) {
    return this.http.get(`/activities/${id}`, ActivityDetail);
  }

  requestBooking(id: number, request: ActivityBookingRequestBody) {
    const body: ActivityBookingRequestBody = { date: request.date, timeOfDay: request.timeOfDay, numberOfPeople: request.numberOfPeople };
    return this.http.send('POST', `/activities/${id}/booking-request`, BookingRequestResponse, body);
  }
}
