import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { FakeAuthGateway, failed, httpFailure } from '../../../tests/fakes/auth';
import { LocalIdentityProvider, offlineSubject } from './local-identity-provider';

describe('LocalIdentityProvider (offline development provider)', () => {
  it('shows its form while a sign-in waits, then gives the server-signed token and the profile', async () => {
    const gateway = new FakeAuthGateway();
    const provider = new LocalIdentityProvider(gateway);
    expect(provider.form.provider).toBeUndefined();
    const result = provider.signIn('Firebase.Google');
    expect(provider.form.provider).toBe('Firebase.Google');
    await provider.submitted({ firstName: ' Ann ', lastName: 'Lee', email: 'Ann@Example.com ' });
    expect(await result).toEqual({
      kind: 'signedIn',
      provider: 'Firebase.Google',
      token: 'dev.provider.token',
      profile: { firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com' },
    });
    expect(gateway.callsOf('devProviderToken')).toEqual([
      [{ provider: 'Firebase.Google', firstName: 'Ann', lastName: 'Lee', subject: 'offline:ann@example.com', email: 'Ann@Example.com' }],
    ]);
    expect(provider.form.provider).toBeUndefined();
  });

  it('an empty email stands for a provider that shares none', async () => {
    const gateway = new FakeAuthGateway();
    const provider = new LocalIdentityProvider(gateway);
    const result = provider.signIn('Firebase.Apple');
    await provider.submitted({ firstName: 'Ann', lastName: 'Lee', email: '' });
    expect(await result).toMatchObject({ kind: 'signedIn', profile: { firstName: 'Ann', lastName: 'Lee' } });
    expect(gateway.callsOf('devProviderToken')[0]?.[0]).toEqual({ provider: 'Firebase.Apple', firstName: 'Ann', lastName: 'Lee', subject: 'offline:ann.lee' });
  });

  it('validates the names and the email first', async () => {
    const gateway = new FakeAuthGateway();
    const provider = new LocalIdentityProvider(gateway);
    void provider.signIn('Firebase.Google');
    await provider.submitted({ firstName: '', lastName: '', email: 'bad' });
    expect(provider.fieldErrors).toEqual({ names: AUTH_MESSAGES.namesRequired, email: AUTH_MESSAGES.emailInvalid });
    expect(gateway.calls).toEqual([]);
  });

  it('a server failure stays on the form with its message; cancelling resolves cancelled', async () => {
    const gateway = new FakeAuthGateway();
    gateway.devProviderTokenResponder = () => failed(httpFailure(404, { error: 'not_found', message: 'No such API endpoint.' }));
    const provider = new LocalIdentityProvider(gateway);
    const result = provider.signIn('Firebase.Facebook');
    await provider.submitted({ firstName: 'Ann', lastName: 'Lee', email: '' });
    expect(provider.status).toBe('error');
    expect(provider.error).toBe('No such API endpoint.');
    provider.cancelled();
    expect(await result).toEqual({ kind: 'cancelled' });
    expect(provider.provider).toBeUndefined();
  });

  it('a new sign-in cancels the one waiting', async () => {
    const provider = new LocalIdentityProvider(new FakeAuthGateway());
    const first = provider.signIn('Firebase.Google');
    void provider.signIn('Firebase.Apple');
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(provider.provider).toBe('Firebase.Apple');
  });

  it('the subject is stable for the same person', () => {
    expect(offlineSubject({ firstName: 'A', lastName: 'B', email: ' X@Y.io ' })).toBe(offlineSubject({ firstName: 'C', lastName: 'D', email: 'x@y.io' }));
    expect(offlineSubject({ firstName: 'Ann ', lastName: 'Lee', email: '' })).toBe('offline:ann.lee');
  });
});
