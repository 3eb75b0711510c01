import type { ExtraSelectedBody, InsurancesSelectedBody } from '../../contract/checkout';
import type { CheckoutGateway } from '../../application/checkout/ports';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The checkout gateway whose implementation (and the checkout contract's codecs it decodes with) loads on its first
 * call, so the first screen does not carry it. A failed load is a network failure, tried again on the next call.
 *
 * Bind it as `new LazyCheckoutGateway(async () => new (await import('./http-checkout-gateway')).HttpCheckoutGateway(http))`.
 */
export class LazyCheckoutGateway extends LazyGateway<CheckoutGateway> implements CheckoutGateway {
  session = (hash: string) => this.call('session', (g) => g.session(hash));
  activity = (hash: string) => this.call('activity', (g) => g.activity(hash));
  price = (hash: string) => this.call('price', (g) => g.price(hash));
  insurances = (hash: string) => this.call('insurances', (g) => g.insurances(hash));
  rentalType = (hash: string) => this.call('rentalType', (g) => g.rentalType(hash));
  extras = (hash: string) => this.call('extras', (g) => g.extras(hash));
  tracking = (hash: string) => this.call('tracking', (g) => g.tracking(hash));
  purchaseTracking = (hash: string, bookingId: number) => this.call('purchaseTracking', (g) => g.purchaseTracking(hash, bookingId));
  success = (hash: string) => this.call('success', (g) => g.success(hash));
  downPayment = (hash: string) => this.call('downPayment', (g) => g.downPayment(hash));
  selectInsurances = (hash: string, body: InsurancesSelectedBody) => this.call('selectInsurances', (g) => g.selectInsurances(hash, body));
  applyPromoCode = (hash: string, promoCode: string) => this.call('applyPromoCode', (g) => g.applyPromoCode(hash, promoCode));
  selectDownPayment = (hash: string, isSelected: boolean) => this.call('selectDownPayment', (g) => g.selectDownPayment(hash, isSelected));
  selectExtra = (hash: string, body: ExtraSelectedBody) => this.call('selectExtra', (g) => g.selectExtra(hash, body));
  startPayment = (hash: string) => this.call('startPayment', (g) => g.startPayment(hash));
}
