import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { FunnelTrigger } from '../../domain/auth/funnel';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { FunnelAuthenticator } from './funnel-authenticator';

const funnel = (outcome: AuthenticationOutcome) => {
  const opened: FunnelTrigger[] = [];
  const loads: number[] = [];
  const opener = { open: async (trigger: FunnelTrigger) => (opened.push(trigger), outcome) };
  return { opened, loads, load: async () => (loads.push(1), opener) };
};

describe('FunnelAuthenticator', () => {
  it('reports already signed in when a token exists, without opening the funnel', async () => {
    const f = funnel({ kind: 'aborted' });
    const authenticator = new FunnelAuthenticator({ isSignedIn: true }, f);
    expect(authenticator.isSignedIn).toBe(true);
    expect(await authenticator.authenticate('favorite')).toEqual({ kind: 'alreadySignedIn' });
    expect(f.opened).toEqual([]);
    expect(f.loads).toEqual([]);
  });

  it('opens the funnel with the trigger and gives its success', async () => {
    const f = funnel({ kind: 'success', authToken: 'tok' });
    const authenticator = new FunnelAuthenticator({ isSignedIn: false }, f);
    expect(await authenticator.authenticate('searchFavorite')).toEqual({ kind: 'success', authToken: 'tok' });
    expect(f.opened).toEqual(['searchFavorite']);
    expect(f.loads).toEqual([1]);
  });

  it('gives aborted when the funnel is closed', async () => {
    const f = funnel({ kind: 'aborted' });
    expect(await new FunnelAuthenticator({ isSignedIn: false }, f).authenticate('book')).toEqual({ kind: 'aborted' });
  });
});
