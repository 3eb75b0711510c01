import { describe, expect, it } from 'vitest';
import { INSURANCE_NAMES } from '../../src/domain/checkout/cart';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { INSURANCE_BENEFITS, insuranceTexts } from './insurance-texts';

describe('insurance texts', () => {
  it('exist in all 13 languages, each its own (en-GB and en-US read en)', () => {
    const english = insuranceTexts('en');
    for (const language of LANGUAGE_CODES) {
      const texts = insuranceTexts(language);
      for (const name of INSURANCE_NAMES) {
        expect(texts[name].title.length, `${language} ${name}`).toBeGreaterThan(3);
        expect(texts[name].description.length, `${language} ${name}`).toBeGreaterThan(20);
        if (!language.startsWith('en')) expect(texts[name].title, `${language} ${name}`).not.toBe(english[name].title);
      }
      expect(new Set(INSURANCE_NAMES.map((n) => texts[n].title)).size).toBe(INSURANCE_NAMES.length);
    }
    expect(insuranceTexts('en-GB')).toBe(english);
    expect(insuranceTexts('en-US')).toBe(english);
    expect(insuranceTexts('xx')).toBe(english);
  });

  it('give every insurance a tracking benefit key', () => {
    for (const name of INSURANCE_NAMES) expect(INSURANCE_BENEFITS[name]).toMatch(/^[a-z_]+$/);
  });
});
