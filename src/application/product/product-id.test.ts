import { describe, expect, it } from 'vitest';
import { productIdFromBoatName } from './product-id';

describe('productIdFromBoatName', () => {
  it('reads the trailing id', () => {
    expect(productIdFromBoatName('bavaria-cruiser-46-1234')).toBe(1234);
    expect(productIdFromBoatName('42')).toBe(42);
  });
  it('gives undefined without an id', () => {
    expect(productIdFromBoatName('bavaria-cruiser')).toBeUndefined();
    expect(productIdFromBoatName('boat-0')).toBeUndefined();
    expect(productIdFromBoatName('boat-12a')).toBeUndefined();
    expect(productIdFromBoatName('')).toBeUndefined();
  });
});
