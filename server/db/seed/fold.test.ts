import { describe, expect, it } from 'vitest';
import { foldSearchText, slugify } from './fold';

describe('foldSearchText', () => {
  it.each([
    ['Málaga', 'malaga'],
    ['Gdańsk', 'gdansk'],
    ['Mikołajki', 'mikolajki'],
    ['Göteborg', 'goteborg'],
    ["Côte d'Azur", 'cote d azur'],
    ['Saint-Tropez', 'saint tropez'],
    ['ΑΘΉΝΑ', 'αθηνα'],
    ['Κως', 'κωσ'],
    ['Šibenik', 'sibenik'],
    ['Straße', 'strasse'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });
});

describe('slugify', () => {
  it('keeps ASCII letters, digits and single hyphens', () => {
    expect(slugify('Beneteau Oceanis 46.1 Marseille 12')).toBe('beneteau-oceanis-46-1-marseille-12');
    expect(slugify("Côte d'Azur — Gdańsk")).toBe('cote-d-azur-gdansk');
  });
});
