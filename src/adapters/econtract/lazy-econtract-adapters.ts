import type { EcontractConfirmBody, EcontractDirection, EcontractParty } from '../../contract/econtract';
import type { EcontractData } from '../../domain/econtract/econtract';
import type { EcontractGateway, PhotoQueue, PhotoShrinker, QueuedPhoto } from '../../application/econtract/ports';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The contract's gateway, loaded (with its codecs) on its first call, so no other page carries it. Bind it as
 * `new LazyEcontractGateway(async () => new (await import('./http-econtract-gateway')).HttpEcontractGateway(http))`.
 */
export class LazyEcontractGateway extends LazyGateway<EcontractGateway> implements EcontractGateway {
  overview = (bookingId: string) => this.call('overview', (g) => g.overview(bookingId));
  contract = (bookingId: string, direction: EcontractDirection) => this.call('contract', (g) => g.contract(bookingId, direction));
  save = (bookingId: string, direction: EcontractDirection, data: EcontractData) => this.call('save', (g) => g.save(bookingId, direction, data));
  uploadPhoto = (bookingId: string, direction: EcontractDirection, photo: Blob) => this.call('uploadPhoto', (g) => g.uploadPhoto(bookingId, direction, photo));
  sendCode = (bookingId: string, direction: EcontractDirection, party: EcontractParty) => this.call('sendCode', (g) => g.sendCode(bookingId, direction, party));
  confirm = (bookingId: string, direction: EcontractDirection, body: EcontractConfirmBody) => this.call('confirm', (g) => g.confirm(bookingId, direction, body));
}

/** Loads an implementation once, on first use (a failed load is tried again next time). */
const lazily = <T>(loader: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= loader().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
};

/** The photo queue, loaded with the contract's page. */
export class LazyPhotoQueue implements PhotoQueue {
  private readonly load: () => Promise<PhotoQueue>;
  constructor(loader: () => Promise<PhotoQueue>) {
    this.load = lazily(loader);
  }
  add = async (photo: QueuedPhoto) => (await this.load()).add(photo);
  list = async (bookingId: string, direction: EcontractDirection) => (await this.load()).list(bookingId, direction);
  remove = async (key: string) => (await this.load()).remove(key);
}

/** The photo shrinker, loaded with the contract's page; the photo is kept as it is if it cannot load. */
export class LazyPhotoShrinker implements PhotoShrinker {
  private readonly load: () => Promise<PhotoShrinker>;
  constructor(loader: () => Promise<PhotoShrinker>) {
    this.load = lazily(loader);
  }
  shrink = async (photo: Blob): Promise<Blob> => {
    try {
      return await (await this.load()).shrink(photo);
    } catch {
      return photo;
    }
  };
}
