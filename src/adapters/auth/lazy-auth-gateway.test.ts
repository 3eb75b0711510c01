import { describe, expect, it } from 'vitest';
import { FakeAuthGateway } from '../../../tests/fakes/auth';
import { lazyAuthGateway } from './lazy-auth-gateway';

describe('lazyAuthGateway', () => {
  it('loads the gateway on the first call only, then delegates', async () => {
    const real = new FakeAuthGateway();
    let loads = 0;
    const gateway = lazyAuthGateway(async () => (loads++, real));
    expect(loads).toBe(0);
    await gateway.emailExists('a@b.co');
    await gateway.me();
    await gateway.requestPasswordReset('a@b.co', 'fr');
    expect(loads).toBe(1);
    expect(real.calls.map((c) => c.method)).toEqual(['emailExists', 'me', 'requestPasswordReset']);
  });

  it('a failed load is a network failure, and is tried again', async () => {
    let loads = 0;
    const gateway = lazyAuthGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return new FakeAuthGateway();
    });
    expect(await gateway.logout()).toEqual({
      _tag: 'Left',
      left: { kind: 'network', path: 'logout', message: 'Failed to fetch dynamically imported module' },
    });
    expect((await gateway.logout())._tag).toBe('Right');
  });
});
