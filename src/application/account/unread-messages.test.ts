import { describe, expect, it } from 'vitest';
import { left, right } from 'fp-ts/lib/Either';
import { FakeScheduler, settle } from '../../../tests/fakes/search';
import { UNREAD_REFRESH_MS, UnreadMessages } from './unread-messages';

const gatewayAnswering = (...answers: number[]) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    unreadCount: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      return answer === undefined || answer < 0 ? left({ kind: 'network' as const, path: '/account/conversations/unread-count', message: 'offline' }) : right({ unreadTotal: answer });
    },
  };
};

describe('UnreadMessages', () => {
  it('counts now, then every minute while watched, and stops when nobody watches', async () => {
    const gateway = gatewayAnswering(2, 5);
    const scheduler = new FakeScheduler();
    const unread = new UnreadMessages(gateway, scheduler);
    const stop = unread.watch();
    await settle();
    expect(unread.count).toBe(2);
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(unread.count).toBe(5);
    stop();
    expect(scheduler.pending).toBe(0);
    scheduler.advance(UNREAD_REFRESH_MS * 3);
    expect(gateway.calls).toBe(2);
  });

  it('keeps the last count when a refresh fails, and one timer for two watchers', async () => {
    const gateway = gatewayAnswering(3, -1);
    const scheduler = new FakeScheduler();
    const unread = new UnreadMessages(gateway, scheduler);
    const stopA = unread.watch();
    const stopB = unread.watch();
    await settle();
    expect(scheduler.pending).toBe(1);
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(unread.count).toBe(3);
    stopA();
    expect(scheduler.pending).toBe(1);
    stopB();
    expect(scheduler.pending).toBe(0);
  });
});
