import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RecordingFetch, replayingFetch } from './transfer-cache';

const answering =
  (answers: Record<string, { status?: number; body: string }>, calls: string[] = []): typeof fetch =>
  (input) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url] ?? { status: 404, body: '{}' };
    return Promise.resolve(new Response(answer.status === 204 ? null : answer.body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } }));
  };

describe('RecordingFetch', () => {
  it('records GET answers with their status and type, and still gives the caller the body', async () => {
    const recording = new RecordingFetch(answering({ '/api/v6/products/1?_locale=en': { body: '{"id":1}' } }));
    const response = await recording.fetch('/api/v6/products/1?_locale=en');
    expect(await response.json()).toEqual({ id: 1 });
    await recording.idle();
    expect(recording.responses).toEqual([{ url: '/api/v6/products/1?_locale=en', status: 200, contentType: 'application/json', body: '{"id":1}' }]);
  });

  it('does not record a POST, and records nothing when told only to track', async () => {
    const recording = new RecordingFetch(answering({ '/a': { body: '1' } }));
    await recording.fetch('/a', { method: 'POST' });
    const tracking = new RecordingFetch(answering({ '/a': { body: '1' } }), { record: false });
    await tracking.fetch('/a');
    expect(recording.responses).toEqual([]);
    expect(tracking.responses).toEqual([]);
  });

  it('is idle only once the calls that answers lead to have come back too', async () => {
    const recording = new RecordingFetch(answering({ '/first': { body: '1' }, '/second': { body: '2' } }));
    // A presenter that asks a second question once the first is answered.
    void recording.fetch('/first').then(() => recording.fetch('/second'));
    await recording.idle();
    expect(recording.responses.map((r) => r.url)).toEqual(['/first', '/second']);
  });

  it('keeps a 204 without a body', async () => {
    const recording = new RecordingFetch(answering({ '/empty': { status: 204, body: '' } }));
    expect((await recording.fetch('/empty')).status).toBe(204);
  });
});

describe('replayingFetch', () => {
  const transferred = [{ url: '/api/v6/products/1?_locale=en', status: 200, contentType: 'application/json', body: '{"id":1}' }];

  it('answers a recorded GET once from the page, then from the network', async () => {
    const calls: string[] = [];
    const replaying = replayingFetch(answering({ '/api/v6/products/1?_locale=en': { body: '{"id":2}' } }, calls), transferred);
    expect(await (await replaying('/api/v6/products/1?_locale=en')).json()).toEqual({ id: 1 });
    expect(calls).toEqual([]);
    expect(await (await replaying('/api/v6/products/1?_locale=en')).json()).toEqual({ id: 2 });
    expect(calls).toEqual(['/api/v6/products/1?_locale=en']);
  });

  it('never replays a POST, nor what the predicate refuses (a signed-in user)', async () => {
    const calls: string[] = [];
    const replaying = replayingFetch(answering({}, calls), transferred, () => false);
    await replaying('/api/v6/products/1?_locale=en');
    await replayingFetch(answering({}, calls), transferred)('/api/v6/products/1?_locale=en', { method: 'POST' });
    expect(calls).toHaveLength(2);
  });

  it('answers from the page exactly the URLs recorded (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.webPath(), { minLength: 1, maxLength: 5 }), fc.webPath(), async (recorded, asked) => {
        const calls: string[] = [];
        const replaying = replayingFetch(
          answering({}, calls),
          recorded.map((url) => ({ url, status: 200, contentType: 'text/plain', body: 'page' })),
        );
        await replaying(asked);
        expect(calls.length === 0).toBe(recorded.includes(asked));
      }),
    );
  });
});
