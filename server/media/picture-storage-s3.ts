import { createHash, createHmac } from 'node:crypto';
import { assertStorable, isStorageKey, type Bytes, type PictureStorage, type StoredObject } from './picture-storage';

/**
 * Stored files in an S3-compatible bucket (AWS S3, MinIO, Scaleway, OVH, Cloudflare R2…), selected with
 * PICTURE_STORAGE=s3 and S3_ENDPOINT, S3_BUCKET, S3_REGION (default us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 * Plain HTTP requests signed with AWS Signature Version 4 (node:crypto; no SDK), objects addressed path-style
 * (`{endpoint}/{bucket}/{key}`, which every S3-compatible service accepts). The bucket stays private: the server
 * reads the files and serves them itself (GET /media/uploads/{key}).
 */
export interface S3Settings {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export class S3StorageError extends Error {}

export class S3PictureStorage implements PictureStorage {
  constructor(
    private readonly settings: S3Settings,
    private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(key: string, bytes: Bytes, contentType: string): Promise<void> {
    assertStorable(key, contentType);
    const response = await this.send('PUT', key, bytes, contentType);
    if (!response.ok) throw new S3StorageError(`S3 PUT ${key}: HTTP ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isStorageKey(key)) return undefined;
    const response = await this.send('GET', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new S3StorageError(`S3 GET ${key}: HTTP ${response.status}`);
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible services answer 404.
    if (!response.ok && response.status !== 404) throw new S3StorageError(`S3 DELETE ${key}: HTTP ${response.status}`);
  }

  private send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Bytes, contentType?: string): Promise<Response> {
    const url = new URL(`${this.settings.endpoint}/${awsUriEncode(this.settings.bucket)}/${key.split('/').map(awsUriEncode).join('/')}`);
    const payloadHash = sha256Hex(body ?? new Uint8Array());
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(this.now()),
      ...(contentType !== undefined && { 'content-type': contentType }),
    };
    const authorization = signV4(
      { method, path: url.pathname, query: '', headers, payloadHash },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey, region: this.settings.region, service: 's3' },
      this.now(),
    );
    // fetch sets Host itself (the same url.host that was signed).
    const { host: _host, ...sent } = headers;
    return this.fetchFn(url, { method, headers: { ...sent, authorization }, ...(body !== undefined && { body }) });
  }
}

export interface SigV4Request {
  readonly method: string;
  /** The URI path, already encoded (S3 paths are encoded once: awsUriEncode per segment). */
  readonly path: string;
  /** The canonical query string (sorted, encoded); '' for none. */
  readonly query: string;
  /** The headers to sign, including host and x-amz-date (names in any case). */
  readonly headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (S3 also sends it as x-amz-content-sha256). */
  readonly payloadHash: string;
}

export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly service: string;
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z`: the request time as Signature Version 4 writes it. */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 3986 encoding as AWS wants it: everything but A-Z a-z 0-9 - _ . ~ percent-encoded, hex in capitals. */
export const awsUriEncode = (segment: string): string =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The canonical request of Signature Version 4 (exposed for tests against AWS's published examples). */
export const canonicalRequest = (request: SigV4Request): { readonly text: string; readonly signedHeaders: string } => {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    request.method,
    request.path,
    request.query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
};

/** The Authorization header of a request signed with AWS Signature Version 4 at `date` (the x-amz-date header's time). */
export const signV4 = (request: SigV4Request, credentials: SigV4Credentials, date: Date): string => {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(request);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(text)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
};
