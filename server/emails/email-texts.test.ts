import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { EMAIL_TEXTS, emailTo, fill, moneyFor, type EmailTexts } from './email-texts';

const placeholders = (s: string) => [...new Set(s.match(/\{\{\s*\w+\s*\}\}/g) ?? [])].sort();
const leaves = (texts: EmailTexts): Array<[string, string]> =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value] as [string, string]] : Object.entries(value as Record<string, string>).map(([k, v]) => [`${key}.${k}`, v] as [string, string])));

describe('after-booking email texts', () => {
  it('exist in every language with the English placeholders, translated', () => {
    const english = Object.fromEntries(leaves(EMAIL_TEXTS.en));
    for (const language of LANGUAGE_CODES) {
      const own = Object.fromEntries(leaves(EMAIL_TEXTS[language]));
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(english)) {
        expect(placeholders(own[key] ?? ''), `${language} ${key}`).toEqual(placeholders(value));
        if (!language.startsWith('en') && key !== 'signature') expect(own[key], `${language} ${key}`).not.toBe(value);
      }
    }
  });

  it('fills placeholders and leaves unknown ones empty', () => {
    expect(fill('Hello {{name}}, {{missing}}!', { name: 'Tessa' })).toBe('Hello Tessa, !');
  });

  it('shows EUR as charged, and the recipient’s own currency beside it', () => {
    expect(moneyFor(123_450, { language: 'en', currency: { code: 'EUR', rate: 1, symbol: '€', minorUnits: 2 } })).toBe('€1,234.50');
    expect(moneyFor(10_000, { language: 'en', currency: { code: 'USD', rate: 1.1, symbol: '$', minorUnits: 2 } })).toBe('€100 (≈ $110)');
  });

  it('writes to each recipient in their language', () => {
    const message = emailTo(
      { email: 'o@example.test', firstName: 'Olivier', language: 'fr', currency: { code: 'EUR', rate: 1, symbol: '€' } },
      (t) => t.reviewRequest,
      { reference: 'SW-000001', link: 'http://x/booking/1/detail#review' },
    );
    expect(message.to).toBe('o@example.test');
    expect(message.subject).toContain('SW-000001');
    expect(message.subject).not.toBe(fill(EMAIL_TEXTS.en.reviewRequest.subject, { reference: 'SW-000001' }));
    expect(message.text).toContain('Olivier');
    expect(message.text).toContain('http://x/booking/1/detail#review');
  });
});
