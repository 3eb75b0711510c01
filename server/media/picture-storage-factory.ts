import { resolve } from 'node:path';
import type { ServerConfig } from '../config';
import type { PictureStorage } from './picture-storage';
import { LocalPictureStorage } from './picture-storage-local';
import { S3PictureStorage } from './picture-storage-s3';

const storages = new WeakMap<ServerConfig, PictureStorage>();

/** The configured storage, one per configuration (routes that serve and routes that write share it). */
export const pictureStorageFor = (config: ServerConfig): PictureStorage => {
  let storage = storages.get(config);
  if (!storage) {
    const settings = config.pictureStorage;
    storage = settings.kind === 's3' ? new S3PictureStorage(settings) : new LocalPictureStorage(resolve(config.dataDir, 'pictures'));
    storages.set(config, storage);
  }
  return storage;
};
