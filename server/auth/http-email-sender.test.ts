import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createEmailSender, isEmailOutboxActive } from './create-email-sender';
import { OutboxEmailSender } from './email-sender';
import { EmailDeliveryError, HttpEmailSender } from './http-email-sender';

const recorder = (status: number) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(status === 202 ? '{"id":"msg_1"}' : '{"error":"rejected"}', { status });
  }) as typeof fetch;
  return { calls, fetchFn };
};

describe('HttpEmailSender', () => {
  it('posts the recorded request shape with the bearer token', async () => {
    const { calls, fetchFn } = recorder(202);
    const sender = new HttpEmailSender({ url: 'https://mail.example/v1/send', token: 'key-1', from: 'Seaway <no-reply@seaway.example>', fetch: fetchFn });
    await sender.send({ to: 'ann@example.com', subject: 'Reset', text: 'Link' });
    expect(calls[0]?.url).toBe('https://mail.example/v1/send');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer key-1');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ from: 'Seaway <no-reply@seaway.example>', to: 'ann@example.com', subject: 'Reset', text: 'Link' });
  });

  it('rejects a refusal without leaking the token', async () => {
    const { fetchFn } = recorder(401);
    const sender = new HttpEmailSender({ url: 'https://mail.example/v1/send', token: 'secret-key', from: 'x@y.z', fetch: fetchFn });
    const error = await sender.send({ to: 'a@b.co', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(String((error as Error).message)).not.toContain('secret-key');
  });

  it('is chosen only when the provider is configured', () => {
    const outbox = loadConfig({});
    expect(isEmailOutboxActive(outbox)).toBe(true);
    expect(createEmailSender(outbox, {} as never, () => new Date())).toBeInstanceOf(OutboxEmailSender);
    const real = loadConfig({ EMAIL_PROVIDER_URL: 'https://mail.example/v1/send', EMAIL_PROVIDER_TOKEN: 'key' });
    expect(isEmailOutboxActive(real)).toBe(false);
    expect(createEmailSender(real, {} as never, () => new Date())).toBeInstanceOf(HttpEmailSender);
  });
});
