import { describe, expect, it } from 'vitest';
import { HttpSmsSender } from './http-sms-sender';
import { SmsDeliveryError } from './sms-sender';

interface Recorded {
  url: string;
  init: RequestInit;
}

const recorder = (response: () => Response) => {
  const calls: Recorded[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  }) as typeof fetch;
  return { calls, fetchImpl };
};

describe('HttpSmsSender', () => {
  it('posts { to, text, channel } as JSON with the bearer token', async () => {
    const { calls, fetchImpl } = recorder(() => new Response(JSON.stringify({ id: 'SM123', status: 'queued' }), { status: 201 }));
    const sender = new HttpSmsSender({ url: 'https://sms.example.test/v1/messages', token: 'tok_secret', fetch: fetchImpl });
    await sender.send({ phone: '+33612345678', text: 'Your Seaway code is 123456.', channel: 'sms' });
    expect(calls).toHaveLength(1);
    const [call] = calls as [Recorded];
    expect(call.url).toBe('https://sms.example.test/v1/messages');
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toMatchObject({ Authorization: 'Bearer tok_secret', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(call.init.body))).toEqual({ to: '+33612345678', text: 'Your Seaway code is 123456.', channel: 'sms' });
  });

  it('asks for a voice call with channel call', async () => {
    const { calls, fetchImpl } = recorder(() => new Response('{}', { status: 200 }));
    await new HttpSmsSender({ url: 'https://sms.example.test/v1/messages', token: 't', fetch: fetchImpl }).send({ phone: '+46701234567', text: 'x', channel: 'call' });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ channel: 'call', to: '+46701234567' });
  });

  it('rejects with SmsDeliveryError on a refusal, without leaking the token', async () => {
    const { fetchImpl } = recorder(() => new Response('{"error":"invalid number"}', { status: 400 }));
    const sender = new HttpSmsSender({ url: 'https://sms.example.test/v1/messages', token: 'tok_secret', fetch: fetchImpl });
    const error = await sender.send({ phone: '+33612345678', text: 'x', channel: 'sms' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).status).toBe(400);
    expect(String((error as Error).message)).not.toContain('tok_secret');
  });

  it('rejects with SmsDeliveryError when the gateway is unreachable', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const sender = new HttpSmsSender({ url: 'https://sms.example.test/v1/messages', token: 't', fetch: fetchImpl });
    await expect(sender.send({ phone: '+33612345678', text: 'x', channel: 'sms' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
