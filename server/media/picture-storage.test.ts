import { mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentTypeOfKey, isStorageKey, newStorageKey, variantKey } from './picture-storage';
import { pictureStorageFor } from './picture-storage-factory';
import { LocalPictureStorage } from './picture-storage-local';
import { S3PictureStorage } from './picture-storage-s3';

const UUID = '0b1e7c2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe('storage keys', () => {
  it('are made by the server: folder, a fresh UUID, an extension', () => {
    const key = newStorageKey(['boats', 8], 'webp');
    expect(key).toMatch(/^boats\/8\/[0-9a-f-]{36}\.webp$/);
    expect(newStorageKey(['boats', 8], 'webp')).not.toBe(key);
    expect(newStorageKey(['contracts', 12, 'checkin'], 'jpg', UUID)).toBe(`contracts/12/checkin/${UUID}.jpg`);
    expect(variantKey(`boats/8/${UUID}.webp`, '480')).toBe(`boats/8/${UUID}-480.webp`);
    expect(contentTypeOfKey(`boats/8/${UUID}.webp`)).toBe('image/webp');
    expect(contentTypeOfKey(`boats/8/${UUID}.jpg`)).toBe('image/jpeg');
  });

  it('refuse anything that could leave the storage folder or is not a plain name', () => {
    for (const key of [
      '../etc/passwd.webp',
      'boats/../../etc/passwd.webp',
      'boats/8/../9/x.webp',
      'boats/./8/x.webp',
      '/boats/8/x.webp',
      'boats//8/x.webp',
      'boats/8/x.webp/',
      'boats\\8\\x.webp',
      'boats/8/..webp',
      'boats/8/.hidden.webp',
      'boats/8/x.tar.webp',
      'boats/8/x',
      'boats/8/x.exe',
      'boats/8/x.svg',
      'boats/8/%2e%2e.webp',
      'Boats/8/x.webp',
      'boats/8/x y.webp',
      'boats/8/x\u0000.webp',
      'x.webp',
      `boats/${'a'.repeat(200)}/x.webp`,
      'a/b/c/d/e/f/x.webp',
      '',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
    expect(() => newStorageKey(['..', 8], 'webp')).toThrow();
    expect(() => newStorageKey(['boats', '8/../..'], 'webp')).toThrow();
    expect(() => newStorageKey(['boats', 8], 'svg')).toThrow();
  });
});

describe('LocalPictureStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'seaway-pictures-'));
  const outside = mkdtempSync(join(tmpdir(), 'seaway-outside-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  const storage = new LocalPictureStorage(join(root, 'pictures'));

  it('puts, gets (with the media type of the key) and deletes a file', async () => {
    const key = `boats/8/${UUID}.webp`;
    await storage.put(key, bytes('RIFF....WEBP'), 'image/webp');
    expect(existsSync(join(root, 'pictures', 'boats', '8', `${UUID}.webp`))).toBe(true);
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(Buffer.from(file!.bytes).toString()).toBe('RIFF....WEBP');
    await storage.put(key, bytes('replaced'), 'image/webp');
    expect(Buffer.from((await storage.get(key))!.bytes).toString()).toBe('replaced');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    // No temporary file is left beside it.
    expect(readdirSync(join(root, 'pictures', 'boats', '8'))).toEqual([]);
  });

  it('answers undefined for an unknown key or a folder', async () => {
    expect(await storage.get(`boats/9/${UUID}.webp`)).toBeUndefined();
    await storage.put(`boats/10/${UUID}.webp`, bytes('x'), 'image/webp');
    expect(await storage.get('boats/10.webp')).toBeUndefined();
  });

  it('never reads, writes or deletes outside its folder', async () => {
    writeFileSync(join(outside, 'secret.webp'), 'secret');
    const escape = `../../${outside.split('/').pop()}/secret.webp`;
    expect(await storage.get(escape)).toBeUndefined();
    expect(await storage.get(`boats/../../${outside.split('/').pop()}/secret.webp`)).toBeUndefined();
    await expect(storage.put(escape, bytes('x'), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.delete(escape)).rejects.toThrow(/storage key/);
    expect(existsSync(join(outside, 'secret.webp'))).toBe(true);
    expect(storage.pathOf(escape)).toBeUndefined();
    expect(storage.pathOf(`boats/8/${UUID}.webp`)).toBe(join(root, 'pictures', 'boats', '8', `${UUID}.webp`));
  });

  it('refuses a content type that does not match the key', async () => {
    await expect(storage.put(`boats/8/${UUID}.webp`, bytes('x'), 'text/html')).rejects.toThrow(/cannot hold/);
  });
});

describe('pictureStorageFor', () => {
  it('is the DATA_DIR folder by default, one instance per configuration', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/seaway-data' });
    const storage = pictureStorageFor(config);
    expect(storage).toBeInstanceOf(LocalPictureStorage);
    expect((storage as LocalPictureStorage).pathOf(`boats/8/${UUID}.webp`)).toBe(`/tmp/seaway-data/pictures/boats/8/${UUID}.webp`);
    expect(pictureStorageFor(config)).toBe(storage);
  });

  it('is an S3 bucket with PICTURE_STORAGE=s3, which needs its endpoint, bucket and keys', () => {
    const s3 = { PICTURE_STORAGE: 's3', S3_ENDPOINT: 'https://s3.eu-west-3.amazonaws.com', S3_BUCKET: 'seaway-pictures', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = loadConfig(s3);
    expect(config.pictureStorage).toEqual({ kind: 's3', endpoint: 'https://s3.eu-west-3.amazonaws.com', bucket: 'seaway-pictures', region: 'us-east-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-3' }).pictureStorage).toMatchObject({ region: 'eu-west-3' });
    expect(pictureStorageFor(config)).toBeInstanceOf(S3PictureStorage);
    expect(() => loadConfig({ PICTURE_STORAGE: 's3', S3_BUCKET: 'seaway-pictures' })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ PICTURE_STORAGE: 'dropbox' })).toThrow(/PICTURE_STORAGE/);
    expect(loadConfig({}).pictureStorage).toEqual({ kind: 'local' });
  });
});
