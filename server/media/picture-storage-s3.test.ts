import { describe, expect, it } from 'vitest';
import { S3PictureStorage, S3StorageError, amzDate, awsUriEncode, sha256Hex, signV4 } from './picture-storage-s3';

/**
 * Signature Version 4 against AWS's own published examples (the S3 API reference, "Signature Calculations for the
 * Authorization Header: Transferring Payload in a Single Chunk", and the SigV4 test suite's get-vanilla), so the
 * adapter signs as S3 expects even though no bucket can be reached from here.
 */
const EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4', () => {
  it('signs AWS’s GET Object example', () => {
    const authorization = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      EXAMPLE_CREDENTIALS,
      EXAMPLE_DATE,
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs AWS’s PUT Object example (a payload, a `$` in the key)', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const authorization = signV4(
      {
        method: 'PUT',
        path: `/${awsUriEncode('test$file.text')}`,
        query: '',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      EXAMPLE_CREDENTIALS,
      EXAMPLE_DATE,
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs the SigV4 test suite’s get-vanilla request', () => {
    const authorization = signV4(
      { method: 'GET', path: '/', query: '', headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' }, payloadHash: EMPTY_SHA256 },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' },
      new Date('2015-08-30T12:36:00Z'),
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('writes dates and paths as AWS does', () => {
    expect(amzDate(new Date('2026-06-01T09:05:07.123Z'))).toBe('20260601T090507Z');
    expect(awsUriEncode("a b!'()*~._-")).toBe('a%20b%21%27%28%29%2A~._-');
  });
});

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | undefined;
}

const fakeS3 = (answer: (request: Sent) => Response) => {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body instanceof Uint8Array ? init.body : undefined,
    };
    sent.push(request);
    return answer(request);
  };
  const storage = new S3PictureStorage(
    { endpoint: 'https://s3.example.test:9000', bucket: 'seaway-pictures', region: 'eu-west-3', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    fetchFn,
    () => new Date('2026-06-01T09:00:00Z'),
  );
  return { storage, sent };
};

const KEY = 'boats/8/0b1e7c2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b.webp';

describe('S3PictureStorage', () => {
  it('PUTs path-style with the content type, the payload hash and a signature over them', async () => {
    const { storage, sent } = fakeS3(() => new Response(null, { status: 200 }));
    await storage.put(KEY, new Uint8Array([1, 2, 3]), 'image/webp');
    const [request] = sent;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(`https://s3.example.test:9000/seaway-pictures/${KEY}`);
    expect(request?.headers['content-type']).toBe('image/webp');
    expect(request?.headers['x-amz-content-sha256']).toBe(sha256Hex(new Uint8Array([1, 2, 3])));
    expect(request?.headers['x-amz-date']).toBe('20260601T090000Z');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260601\/eu-west-3\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request?.body).toEqual(new Uint8Array([1, 2, 3]));
    // The signature covers the host fetch will send (with its port).
    const expected = signV4(
      {
        method: 'PUT',
        path: `/seaway-pictures/${KEY}`,
        query: '',
        headers: { host: 's3.example.test:9000', 'content-type': 'image/webp', 'x-amz-content-sha256': request!.headers['x-amz-content-sha256']!, 'x-amz-date': '20260601T090000Z' },
        payloadHash: request!.headers['x-amz-content-sha256']!,
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', region: 'eu-west-3', service: 's3' },
      new Date('2026-06-01T09:00:00Z'),
    );
    expect(request?.headers.authorization).toBe(expected);
  });

  it('GETs a file with its stored content type; a missing one is undefined', async () => {
    const { storage, sent } = fakeS3((r) =>
      r.url.endsWith(KEY) ? new Response(new Uint8Array([9, 8]), { status: 200, headers: { 'Content-Type': 'image/webp' } }) : new Response('<Error/>', { status: 404 }),
    );
    expect(await storage.get(KEY)).toEqual({ bytes: new Uint8Array([9, 8]), contentType: 'image/webp' });
    expect(await storage.get(KEY.replace('8', '9'))).toBeUndefined();
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(sent[0]?.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
  });

  it('DELETEs (a missing file is fine) and reports other failures', async () => {
    const { storage, sent } = fakeS3((r) => new Response(null, { status: r.url.includes('/boats/9/') ? 404 : r.url.includes('/boats/7/') ? 503 : 204 }));
    await storage.delete(KEY);
    await storage.delete(KEY.replace('8', '9'));
    await expect(storage.delete(KEY.replace('8', '7'))).rejects.toBeInstanceOf(S3StorageError);
    await expect(storage.put(KEY.replace('8', '7'), new Uint8Array([1]), 'image/webp')).rejects.toBeInstanceOf(S3StorageError);
    expect(sent.map((r) => r.method)).toEqual(['DELETE', 'DELETE', 'DELETE', 'PUT']);
  });

  it('never sends a request for a key that is not a storage key', async () => {
    const { storage, sent } = fakeS3(() => new Response(null, { status: 200 }));
    expect(await storage.get('../other-bucket/secret.webp')).toBeUndefined();
    await expect(storage.put('boats/8/../../x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.delete('boats/8/%2e%2e.webp')).rejects.toThrow(/storage key/);
    expect(sent).toEqual([]);
  });
});
