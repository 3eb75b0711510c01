import { describe, expect, it } from 'vitest';
import { FakeActivityGateway } from '../../../tests/fakes/activity';
import { lazyActivityGateway } from './lazy-activity-gateway';

describe('lazyActivityGateway', () => {
  it('loads the gateway on the first call only, then delegates', async () => {
    const real = new FakeActivityGateway();
    let loads = 0;
    const gateway = lazyActivityGateway(async () => (loads++, real));
    expect(loads).toBe(0);
    await gateway.activity(501);
    await gateway.requestBooking(501, { date: '2025-07-14', timeOfDay: 'evening', numberOfPeople: 2 });
    expect(loads).toBe(1);
    expect(real.calls.map((c) => c.method)).toEqual(['activity', 'requestBooking']);
  });

  it('a failed load is a network failure, and is tried again', async () => {
    let loads = 0;
    const gateway = lazyActivityGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return new FakeActivityGateway();
    });
    expect(await gateway.activity(501)).toEqual({
      _tag: 'Left',
      left: { kind: 'network', path: 'activity', message: 'Failed to fetch dynamically imported module' },
    });
    expect((await gateway.activity(501))._tag).toBe('Right');
  });
});
