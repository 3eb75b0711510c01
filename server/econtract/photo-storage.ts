import { resolve } from 'node:path';
import type { ServerConfig } from '../config';
import type { PictureStorage } from '../media/picture-storage';
import { LocalPictureStorage } from '../media/picture-storage-local';
import { pictureStorageFor } from '../media/picture-storage-factory';

const storages = new WeakMap<ServerConfig, PictureStorage>();

/**
 * Where contract photos are kept, behind the shared picture storage port (server/media/picture-storage.ts). They are
 * private: locally they live in their own folder, DATA_DIR/econtract-photos, which no public route serves (listing
 * pictures are under DATA_DIR/pictures); they are read only through signed URLs (photo-urls.ts). With an object
 * store configured, they go to its bucket under `econtracts/`.
 */
export const econtractPhotoStorage = (config: ServerConfig): PictureStorage => {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.pictureStorage.kind === 's3' ? pictureStorageFor(config) : new LocalPictureStorage(resolve(config.dataDir, 'econtract-photos'));
    storages.set(config, storage);
  }
  return storage;
};
