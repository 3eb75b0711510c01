import {
  EcontractCodeSent,
  EcontractOverview,
  EcontractPhoto,
  EcontractView,
  type EcontractConfirmBody,
  type EcontractDirection,
  type EcontractParty,
} from '../../contract/econtract';
import type { EcontractGateway } from '../../application/econtract/ports';
import type { EcontractData } from '../../domain/econtract/econtract';
import type { HttpClient } from '../http/http-client';

const seg = (value: string) => encodeURIComponent(value);

/** The electronic contract over /api/v6, every answer decoded with the shared contract (failures as ApiFailure). */
export class HttpEcontractGateway implements EcontractGateway {
  constructor(private readonly http: HttpClient) {}

  private path(bookingId: string, direction: EcontractDirection): string {
    return `/bookings/${seg(bookingId)}/econtract/${direction}`;
  }

  overview(bookingId: string) {
    return this.http.get(`/bookings/${seg(bookingId)}/econtract`, EcontractOverview);
  }

  contract(bookingId: string, direction: EcontractDirection) {
    return this.http.get(this.path(bookingId, direction), EcontractView);
  }

  save(bookingId: string, direction: EcontractDirection, data: EcontractData) {
    return this.http.send('PUT', this.path(bookingId, direction), EcontractView, { data });
  }

  /** The photo itself is the body (its own content type), as the server expects. */
  uploadPhoto(bookingId: string, direction: EcontractDirection, photo: Blob) {
    return this.http.send('POST', `${this.path(bookingId, direction)}/photos`, EcontractPhoto, photo);
  }

  sendCode(bookingId: string, direction: EcontractDirection, party: EcontractParty) {
    return this.http.send('POST', `${this.path(bookingId, direction)}/confirm/code`, EcontractCodeSent, { party });
  }

  confirm(bookingId: string, direction: EcontractDirection, body: EcontractConfirmBody) {
    return this.http.send('POST', `${this.path(bookingId, direction)}/confirm`, EcontractView, body);
  }
}
