/** Inversify identifiers of the checkout's ports (bound in the composition root). */
export const CHECKOUT_TOKENS = {
  CheckoutGateway: Symbol.for('CheckoutGateway'),
  PaymentProvider: Symbol.for('PaymentProvider'),
} as const;
