import { describe, expect, it } from 'vitest';
import { right } from 'fp-ts/lib/Either';
import type { CheckoutGateway } from '../../application/checkout/ports';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { lazyCheckoutGateway } from './lazy-checkout-gateway';

const selection = { cabWeather: true, assistanceInsurance: false, multiriskInsurance: false, damageWaiver: true };
const extra = { polymorphExtraId: 'extra-9', isSelected: true };

/** Every method of the port with the arguments it is called with. */
const CALLS: ReadonlyArray<readonly [keyof CheckoutGateway, readonly unknown[]]> = [
  ['session', ['h1']],
  ['activity', ['h1']],
  ['price', ['h1']],
  ['insurances', ['h1']],
  ['rentalType', ['h1']],
  ['extras', ['h1']],
  ['tracking', ['h1']],
  ['purchaseTracking', ['h1', 55]],
  ['success', ['h1']],
  ['downPayment', ['h1']],
  ['selectInsurances', ['h1', selection]],
  ['applyPromoCode', ['h1', 'SUMMER']],
  ['selectDownPayment', ['h1', true]],
  ['selectExtra', ['h1', extra]],
  ['startPayment', ['h1']],
];

/** A gateway that records each call and answers Right(method name). */
const recordingGateway = () => {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  // A plain object (not a Proxy, which would look like a thenable to the loader's promise).
  const gateway = Object.fromEntries(
    CALLS.map(([method]) => [method, async (...args: unknown[]) => (calls.push({ method, args }), right(method))]),
  ) as unknown as CheckoutGateway;
  return { gateway, calls };
};

const invoke = (gateway: CheckoutGateway, method: keyof CheckoutGateway, args: readonly unknown[]) =>
  (gateway[method] as (...a: readonly unknown[]) => Promise<unknown>)(...args);

describe('lazyCheckoutGateway', () => {
  it('loads nothing until the first call, then loads once and delegates every method with its arguments', async () => {
    const real = recordingGateway();
    let loads = 0;
    const gateway = lazyCheckoutGateway(async () => (loads++, real.gateway));
    expect(loads).toBe(0);
    for (const [method, args] of CALLS) expect(await invoke(gateway, method, args)).toEqual(right(method));
    expect(loads).toBe(1);
    expect(real.calls).toEqual(CALLS.map(([method, args]) => ({ method, args })));
  });

  it('concurrent first calls share one load', async () => {
    const real = recordingGateway();
    let loads = 0;
    const gateway = lazyCheckoutGateway(async () => (loads++, real.gateway));
    await Promise.all([gateway.session('h1'), gateway.price('h1'), gateway.insurances('h1')]);
    expect(loads).toBe(1);
    expect(real.calls.map((c) => c.method)).toEqual(['session', 'price', 'insurances']);
  });

  it('a failed load is a network failure named after the call, and is tried again', async () => {
    let loads = 0;
    const gateway = lazyCheckoutGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return recordingGateway().gateway;
    });
    expect(await gateway.startPayment('h1')).toEqual({
      _tag: 'Left',
      left: { kind: 'network', path: 'startPayment', message: 'Failed to fetch dynamically imported module' },
    });
    expect(await gateway.startPayment('h1')).toEqual(right('startPayment'));
    expect(loads).toBe(2);
  });

  it('works with the HTTP gateway imported on demand, as the composition root binds it', async () => {
    const { fetch, requests } = fakeFetch({ 'PUT /api/v6/checkout/h1/down-payment/selected': { status: 409, body: { error: 'checkout_closed' } } });
    const http = httpClient(fetch);
    const gateway = lazyCheckoutGateway(async () => new (await import('./http-checkout-gateway')).HttpCheckoutGateway(http));
    expect(await gateway.selectDownPayment('h1', true)).toMatchObject({ _tag: 'Left', left: { kind: 'http', status: 409 } });
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { isSelected: true } });
  });
});
