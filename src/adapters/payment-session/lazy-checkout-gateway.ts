import type { CheckoutGateway } from '../../application/checkout/ports';
import { lazyGateway } from '../http/lazy-gateway';

/** The checkout's gateway, loaded (with the checkout contract's codecs) on its first call, so only the checkout carries it. */
export const lazyCheckoutGateway = (loader: () => Promise<CheckoutGateway>): CheckoutGateway => lazyGateway(loader);
