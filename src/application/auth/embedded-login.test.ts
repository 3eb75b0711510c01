import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FUNNEL_TRIGGERS, type FunnelTrigger } from '../../domain/auth/funnel-triggers';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { EmbeddedLogin, readEmbeddedLoginRequest } from './embedded-login';

const fakes = (outcome: AuthenticationOutcome, firstName = 'Ann') => {
  const opened: FunnelTrigger[] = [];
  const visited: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const authenticator = {
    isSignedIn: false,
    authenticate: async (trigger: FunnelTrigger) => {
      opened.push(trigger);
      await gate;
      return outcome;
    },
  };
  const login = new EmbeddedLogin(authenticator, { user: { firstName } }, { assign: (path) => visited.push(path) });
  return { login, opened, visited, release };
};

describe('readEmbeddedLoginRequest', () => {
  it('takes every trigger of the spec, and a returnTo path of this site', () => {
    for (const origin of FUNNEL_TRIGGERS) expect(readEmbeddedLoginRequest({ origin })).toEqual({ origin });
    expect(readEmbeddedLoginRequest({ origin: 'favorite', returnTo: '/fr/compte' })).toEqual({ origin: 'favorite', returnTo: '/fr/compte' });
  });

  it('refuses anything else with a reason, never throws (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readEmbeddedLoginRequest(value);
        const origin = (value as { origin?: unknown } | null)?.origin;
        if (!(FUNNEL_TRIGGERS as readonly unknown[]).includes(origin)) expect(read).toHaveProperty('refused');
      }),
    );
    expect(readEmbeddedLoginRequest({ origin: 'favorite', returnTo: '//evil.example' })).toHaveProperty('refused');
    expect(readEmbeddedLoginRequest({ origin: 'favorite', returnTo: 'https://evil.example/' })).toHaveProperty('refused');
  });
});

describe('EmbeddedLogin', () => {
  it('opens the funnel with the origin, answers success with the first name, then goes to returnTo', async () => {
    const { login, opened, visited, release } = fakes({ kind: 'success', authToken: 't' });
    const result = login.open({ origin: 'favorite', returnTo: '/account' });
    release();
    expect(await result).toEqual({ status: 'success', firstName: 'Ann' });
    expect(opened).toEqual(['favorite']);
    expect(visited).toEqual(['/account']);
  });

  it('answers aborted and stays on the page when the funnel is closed', async () => {
    const { login, visited, release } = fakes({ kind: 'aborted' });
    const result = login.open({ origin: 'header', returnTo: '/account' });
    release();
    expect(await result).toEqual({ status: 'aborted' });
    expect(visited).toEqual([]);
  });

  it('a user already signed in succeeds at once; a second call while open shares the first outcome', async () => {
    const signedIn = fakes({ kind: 'alreadySignedIn' }, 'Olivier');
    signedIn.release();
    expect(await signedIn.login.open({ origin: 'menu' })).toEqual({ status: 'success', firstName: 'Olivier' });
    const { login, opened, release } = fakes({ kind: 'aborted' });
    const first = login.open({ origin: 'book' });
    const second = login.open({ origin: 'book' });
    release();
    expect(await Promise.all([first, second])).toEqual([{ status: 'aborted' }, { status: 'aborted' }]);
    expect(opened).toEqual(['book']);
  });

  it('refuses a bad request without opening anything', async () => {
    const { login, opened } = fakes({ kind: 'aborted' });
    expect(await login.open({ origin: 'nowhere' })).toMatchObject({ status: 'refused' });
    expect(opened).toEqual([]);
  });
});
