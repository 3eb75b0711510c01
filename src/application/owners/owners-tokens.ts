/** Inversify identifiers of the professional owners' ports (bound in the composition root). */
export const OWNERS_TOKENS = {
  OwnersGateway: Symbol.for('OwnersGateway'),
  LeadsCount: Symbol.for('LeadsCount'),
} as const;
