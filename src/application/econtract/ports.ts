import type { Either } from 'fp-ts/lib/Either';
import type {
  EcontractCodeSent,
  EcontractConfirmBody,
  EcontractDirection,
  EcontractOverview,
  EcontractParty,
  EcontractPhoto,
  EcontractView,
} from '../../contract/econtract';
import type { EcontractData } from '../../domain/econtract/econtract';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The electronic contract's API (issue [6]): `/bookings/{id}/econtract…`. */
export interface EcontractGateway {
  overview(bookingId: string): Call<EcontractOverview>;
  contract(bookingId: string, direction: EcontractDirection): Call<EcontractView>;
  /** The whole draft (idempotent: sending it twice is harmless, which the offline queue relies on). */
  save(bookingId: string, direction: EcontractDirection, data: EcontractData): Call<EcontractView>;
  uploadPhoto(bookingId: string, direction: EcontractDirection, photo: Blob): Call<EcontractPhoto>;
  sendCode(bookingId: string, direction: EcontractDirection, party: EcontractParty): Call<EcontractCodeSent>;
  confirm(bookingId: string, direction: EcontractDirection, body: EcontractConfirmBody): Call<EcontractView>;
}

/** A photo taken on the phone and not sent yet. */
export interface QueuedPhoto {
  /** Made on the phone; the queue's key. */
  readonly key: string;
  readonly bookingId: string;
  readonly direction: EcontractDirection;
  readonly damageId: string;
  readonly blob: Blob;
  /** ISO 8601. */
  readonly takenAt: string;
}

/** Photos waiting for the connection, kept on the phone (a photo is too big for the draft's local copy). */
export interface PhotoQueue {
  add(photo: QueuedPhoto): Promise<void>;
  list(bookingId: string, direction: EcontractDirection): Promise<QueuedPhoto[]>;
  remove(key: string): Promise<void>;
}

/** Makes a camera photo small enough to send from a pontoon (and to keep while offline). */
export interface PhotoShrinker {
  /** At most 1600 px wide, as JPEG; the photo as it is when it cannot be shrunk here. */
  shrink(photo: Blob): Promise<Blob>;
}

/** Whether the phone is online, and when the connection comes back. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` each time the connection comes back; the returned function stops it. */
  onOnline(listener: () => void): () => void;
}
