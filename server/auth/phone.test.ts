import { describe, expect, it } from 'vitest';
import { resolvePhone } from './phone';

describe('resolvePhone', () => {
  it('accepts an ISO country or a dial code as the prefix', () => {
    expect(resolvePhone('FR', '06 12 34 56 78')).toBe('+33612345678');
    expect(resolvePhone('fr', '0612345678')).toBe('+33612345678');
    expect(resolvePhone('+33', '612345678')).toBe('+33612345678');
    expect(resolvePhone('33', '0612345678')).toBe('+33612345678');
    expect(resolvePhone('FR', '+33612345678')).toBe('+33612345678');
  });

  it('finds the country among those sharing a dial code', () => {
    expect(resolvePhone('+1', '2015550123')).toBe('+12015550123');
    expect(resolvePhone('+44', '07400 123456')).toBe('+447400123456');
  });

  it('rejects invalid numbers and unknown prefixes', () => {
    expect(resolvePhone('FR', '123')).toBeUndefined();
    expect(resolvePhone('ZZ', '0612345678')).toBeUndefined();
    expect(resolvePhone('', '0612345678')).toBeUndefined();
    expect(resolvePhone('+999', '0612345678')).toBeUndefined();
    expect(resolvePhone('FR', '+46701234567')).toBeUndefined();
  });
});
