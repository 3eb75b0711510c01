import type { EcontractDirection } from '../../contract/econtract';
import type { PhotoQueue, QueuedPhoto } from '../../application/econtract/ports';

const DATABASE = 'seaway-econtract';
const STORE = 'photos';

/** Photos in memory: where IndexedDB is missing or refuses (private modes); they last as long as the page. */
export class MemoryPhotoQueue implements PhotoQueue {
  private readonly photos = new Map<string, QueuedPhoto>();

  add(photo: QueuedPhoto): Promise<void> {
    this.photos.set(photo.key, photo);
    return Promise.resolve();
  }

  list(bookingId: string, direction: EcontractDirection): Promise<QueuedPhoto[]> {
    return Promise.resolve([...this.photos.values()].filter((p) => p.bookingId === bookingId && p.direction === direction).sort((a, b) => a.takenAt.localeCompare(b.takenAt)));
  }

  remove(key: string): Promise<void> {
    this.photos.delete(key);
    return Promise.resolve();
  }
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/** A queued photo as stored: the same fields, checked again when read (storage reads are decoded). */
const isQueuedPhoto = (value: unknown): value is QueuedPhoto => {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.key === 'string' &&
    typeof p.bookingId === 'string' &&
    (p.direction === 'in' || p.direction === 'out') &&
    typeof p.damageId === 'string' &&
    typeof p.takenAt === 'string' &&
    typeof Blob !== 'undefined' &&
    p.blob instanceof Blob
  );
};

/**
 * Photos waiting to be sent, kept in IndexedDB (a reload or a dead battery does not lose them; localStorage is far
 * too small for photos). When IndexedDB cannot be opened, the memory queue takes over for this page.
 */
export class IndexedDbPhotoQueue implements PhotoQueue {
  private database: Promise<IDBDatabase> | undefined;
  private readonly fallback = new MemoryPhotoQueue();
  private broken = false;

  constructor(private readonly factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB) {}

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      if (!this.factory) return reject(new Error('IndexedDB is not available'));
      const opening = this.factory.open(DATABASE, 1);
      opening.onupgradeneeded = () => {
        if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB cannot be opened'));
      opening.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    return this.database;
  }

  private async run<T>(work: (db: IDBDatabase) => Promise<T>, instead: () => Promise<T>): Promise<T> {
    if (this.broken) return instead();
    try {
      return await work(await this.open());
    } catch {
      this.broken = true;
      return instead();
    }
  }

  add(photo: QueuedPhoto): Promise<void> {
    return this.run(
      async (db) => {
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).put(photo);
        await done(tx);
      },
      () => this.fallback.add(photo),
    );
  }

  list(bookingId: string, direction: EcontractDirection): Promise<QueuedPhoto[]> {
    return this.run(
      async (db) => {
        const all = await request(db.transaction(STORE, 'readonly').objectStore(STORE).getAll());
        const mine = all.filter(isQueuedPhoto).filter((p) => p.bookingId === bookingId && p.direction === direction);
        return [...mine, ...(await this.fallback.list(bookingId, direction))].sort((a, b) => a.takenAt.localeCompare(b.takenAt));
      },
      () => this.fallback.list(bookingId, direction),
    );
  }

  remove(key: string): Promise<void> {
    return this.run(
      async (db) => {
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).delete(key);
        await done(tx);
        await this.fallback.remove(key);
      },
      () => this.fallback.remove(key),
    );
  }
}
