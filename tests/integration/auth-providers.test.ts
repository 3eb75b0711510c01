import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** A stand-in SMS gateway that records what the server sends it. */
interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: { to: string; text: string; channel: string };
}

let gateway: Server;
let gatewayStatus = 202;
const received: Recorded[] = [];
let t: TestServer;

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

const registration = (n: number, phone: string) => ({
  email: `gateway${n}@example.com`,
  firstName: 'Grace',
  lastName: "O'Malley",
  phoneGroup: { country: 'IE', number: phone },
  password: 'Pirate-Queen-1530',
  currencyCode: 'EUR',
});

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readBody(req).then((raw) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw) as Recorded['body'],
      });
      res.writeHead(gatewayStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: `SM${received.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  t = await startTestServer({
    env: {
      PORT: '1',
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}/v1/messages`,
      SMS_PROVIDER_TOKEN: 'gateway-token',
      EMAIL_PROVIDER_URL: `http://127.0.0.1:${port}/v1/emails`,
      EMAIL_PROVIDER_TOKEN: 'mail-token',
      FIREBASE_PROJECT_ID: 'seaway-test',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
});
beforeEach(async () => {
  gatewayStatus = 202;
  await t.server.database.db.deleteFrom('rate_limit_hits').execute();
});

describe('with a real SMS gateway configured', () => {
  it('sends the code through the gateway and accepts it', async () => {
    const body = registration(1, '085 123 4567');
    const challenge = await t.client.post('/api/v6/auth/register', body);
    expect(challenge.status).toBe(401);
    expect(received).toHaveLength(1);
    const [sent] = received as [Recorded];
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/messages', authorization: 'Bearer gateway-token', contentType: 'application/json' });
    expect(sent.body).toMatchObject({ to: '+353851234567', channel: 'sms' });
    const code = /\b(\d{6})\b/.exec(sent.body.text)?.[1];
    expect(code).toBeDefined();
    const ok = await t.client.post('/api/v6/auth/register', { ...body, validationCode: code });
    expect(ok.status).toBe(200);
  });

  it('answers 502 when the gateway refuses the message', async () => {
    gatewayStatus = 500;
    const r = await t.client.post<{ error: string }>('/api/v6/auth/register', registration(2, '085 765 4321'));
    expect(r.status).toBe(502);
    expect(r.body.error).toBe('sms_delivery_failed');
    // The undelivered code does not count as sent: once the gateway is back (and the 30 s passed), a new one goes out.
    gatewayStatus = 202;
    await t.server.database.db.deleteFrom('rate_limit_hits').execute();
    const before = received.length;
    expect((await t.client.post('/api/v6/auth/register', registration(2, '085 765 4321'))).status).toBe(401);
    expect(received.length).toBe(before + 1);
  });

  it('hides the development outboxes', async () => {
    expect((await t.client.get('/api/v6/dev/sms-outbox')).status).toBe(404);
    expect((await t.client.get('/api/v6/dev/email-outbox')).status).toBe(404);
    expect((await t.client.get('/dev/sms-outbox')).status).toBe(404);
  });
});

describe('with Firebase configured', () => {
  it('closes the offline identity provider', async () => {
    const r = await t.client.post('/api/v6/dev/identity-provider/token', { provider: 'CAB', subject: 's', firstName: 'A', lastName: 'B' });
    expect(r.status).toBe(404);
  });

  it('rejects CAB tokens and malformed Firebase tokens with 401', async () => {
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'CAB', providerToken: 'a.b.c' })).status).toBe(401);
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'Firebase.Google', providerToken: 'not-a-jwt' })).status).toBe(401);
  });
});
