import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { BOAT_TYPES } from '../../src/domain/search/search-filters';
import { landingTexts } from './landing-texts';

describe('landing texts', () => {
  it('has every title in the 13 languages', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = landingTexts(language);
      const titles = [
        texts.rentalTitle(), texts.experiencesTitle(), texts.trendingTitle(), texts.topRatedTitle(), texts.rentalIntro, texts.experiencesIntro,
        ...BOAT_TYPES.map((type) => texts.typeTitle(type)),
      ];
      for (const title of titles) {
        expect(title.trim(), language).not.toBe('');
        expect(title).not.toMatch(/[{}]|undefined/);
      }
      expect(new Set(BOAT_TYPES.map((type) => texts.typeTitle(type))).size, language).toBe(BOAT_TYPES.length);
    }
  });

  it('puts a city after a preposition, and a region (or a declined language) after a dash', () => {
    const city = { name: 'Marseille', kind: 'city' as const };
    const region = { name: 'Corse', kind: 'region' as const };
    expect(landingTexts('en').rentalTitle(city)).toBe('Boat rental in Marseille');
    expect(landingTexts('en-GB').rentalTitle(city)).toBe('Boat hire in Marseille');
    expect(landingTexts('fr').rentalTitle(city)).toBe('Location de bateau à Marseille');
    expect(landingTexts('fr').rentalTitle(region)).toBe('Location de bateau – Corse');
    expect(landingTexts('it').typeTitle('Sailboat', { name: 'Marsiglia', kind: 'city' })).toBe('Noleggio barche a vela a Marsiglia');
    expect(landingTexts('ru').rentalTitle({ name: 'Марсель', kind: 'city' })).toBe('Аренда лодок и яхт – Марсель');
    expect(landingTexts('sv').experiencesTitle({ name: 'Stockholm', kind: 'city' })).toBe('Båtupplevelser i Stockholm');
  });
});
