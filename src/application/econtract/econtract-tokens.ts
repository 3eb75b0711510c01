/** Inversify identifiers of the electronic contract's ports (bound in the composition root). */
export const ECONTRACT_TOKENS = {
  EcontractGateway: Symbol.for('EcontractGateway'),
  PhotoQueue: Symbol.for('EcontractPhotoQueue'),
  PhotoShrinker: Symbol.for('EcontractPhotoShrinker'),
  Connectivity: Symbol.for('Connectivity'),
} as const;
