import { describe, expect, it } from 'vitest';
import { landingVariant } from './landing-variant';

describe('landingVariant', () => {
  it('A and B keep the current variant', () => {
    expect(landingVariant('A')).toBe('current');
    expect(landingVariant('B')).toBe('current');
  });
  it('any other variation, or none, selects the new variant', () => {
    expect(landingVariant('C')).toBe('new');
    expect(landingVariant('a')).toBe('new');
    expect(landingVariant(undefined)).toBe('new');
  });
});
