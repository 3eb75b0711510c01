import type { EcontractDirection } from '../../contract/econtract';
import type { EcontractGateway, PhotoQueue, PhotoShrinker, QueuedPhoto } from '../../application/econtract/ports';
import { lazyGateway } from '../http/lazy-gateway';

/**
 * The contract's gateway, loaded (with its codecs) on its first call, so no other page carries it. Bind it as
 * `lazyEcontractGateway(async () => new (await import('./http-econtract-gateway')).HttpEcontractGateway(http))`.
 */
export const lazyEcontractGateway = (loader: () => Promise<EcontractGateway>): EcontractGateway => lazyGateway(loader);

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
