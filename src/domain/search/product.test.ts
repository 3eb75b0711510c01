import { describe, expect, it } from 'vitest';
import { formatLength, isNewProduct, productTitle } from './product';

const now = Date.UTC(2025, 5, 15);
const DAY = 86_400_000;

describe('isNewProduct', () => {
  it('is new when created within 365 days and without reviews', () => {
    expect(isNewProduct({ createdAt: new Date(now - 10 * DAY).toISOString(), reviewsNumber: 0 }, now)).toBe(true);
    expect(isNewProduct({ createdAt: new Date(now - 365 * DAY).toISOString(), reviewsNumber: null }, now)).toBe(true);
    expect(isNewProduct({ createdAt: '2025-06-01', reviewsNumber: undefined }, now)).toBe(true);
  });

  it('is not new when older, reviewed or unreadable', () => {
    expect(isNewProduct({ createdAt: new Date(now - 366 * DAY).toISOString(), reviewsNumber: 0 }, now)).toBe(false);
    expect(isNewProduct({ createdAt: new Date(now - DAY).toISOString(), reviewsNumber: 1 }, now)).toBe(false);
    expect(isNewProduct({ createdAt: 'yesterday', reviewsNumber: 0 }, now)).toBe(false);
    expect(isNewProduct({ createdAt: null, reviewsNumber: 0 }, now)).toBe(false);
  });
});

describe('productTitle', () => {
  it('shows the length for sail types only', () => {
    expect(productTitle({ type: 'Sailboat', builderName: 'Beneteau', modelName: 'Oceanis 40', length: 12.34 }, 'm')).toBe(
      'Beneteau Oceanis 40 · 12.3 m',
    );
    expect(productTitle({ type: 'Catamaran', builderName: 'Lagoon', modelName: '42', length: 12.8 }, 'ft')).toBe(
      'Lagoon 42 · 42 ft',
    );
    expect(productTitle({ type: 'Motorboat', builderName: 'Jeanneau', modelName: 'Cap Camarat', length: 6.5 }, 'm')).toBe(
      'Jeanneau Cap Camarat',
    );
    expect(productTitle({ type: 'Motor Yacht', builderName: 'Azimut', modelName: '55', length: 17 }, 'm')).toBe('Azimut 55');
  });

  it('falls back to the type and leaves out a missing length', () => {
    expect(productTitle({ type: 'Gulet', builderName: null, modelName: ' ', length: 24 }, 'm')).toBe('Gulet · 24 m');
    expect(productTitle({ type: 'Sailboat', builderName: 'Dufour', modelName: null, length: null }, 'm')).toBe('Dufour');
    expect(productTitle({ type: 'Sailboat', builderName: 'Dufour', length: 0 }, 'm')).toBe('Dufour');
  });

  it('formats lengths', () => {
    expect(formatLength(10, 'm')).toBe('10 m');
    expect(formatLength(10, 'ft')).toBe('33 ft');
  });
});
