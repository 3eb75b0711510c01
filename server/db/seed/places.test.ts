import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/domain/i18n/languages';
import { buildPlaces } from './places';

describe('buildPlaces', () => {
  const { places, harbours } = buildPlaces();

  it('numbers places from 1 with unique slugs', () => {
    expect(places.map((p) => p.id)).toEqual(places.map((_, i) => i + 1));
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);
  });

  it('has at least 45 harbours in the 12 countries of the demo, each below a city', () => {
    expect(harbours.length).toBeGreaterThanOrEqual(45);
    expect(new Set(harbours.map((h) => h.countryCode))).toEqual(
      new Set(['FR', 'ES', 'IT', 'HR', 'GR', 'PT', 'NL', 'SE', 'PL', 'US', 'DE', 'TR']),
    );
    const byId = new Map(places.map((p) => [p.id, p]));
    for (const h of harbours) {
      expect(byId.get(h.harbourId)?.kind).toBe('harbour');
      expect(byId.get(h.harbourId)?.parent_id).toBe(h.cityId);
      expect(byId.get(h.cityId)?.kind).toBe('city');
    }
    for (const p of places.filter((x) => x.kind === 'city' && x.parent_id !== null)) {
      expect(byId.get(p.parent_id ?? 0)?.kind).toBe('region');
    }
  });

  it('names every place in the 13 languages and keeps native names', () => {
    for (const p of places) for (const code of LANGUAGE_CODES) expect(p.names[code], `${p.slug} ${code}`).toBeTruthy();
    const names = (slug: string) => places.find((p) => p.slug === slug)?.names ?? {};
    expect(names('naples')).toMatchObject({ it: 'Napoli', de: 'Neapel', es: 'Nápoles', en: 'Naples' });
    expect(names('gdansk')).toMatchObject({ pl: 'Gdańsk', de: 'Danzig' });
    expect(names('athens')).toMatchObject({ el: 'Αθήνα', ru: 'Афины' });
    expect(names('split')).toMatchObject({ hr: 'Split' });
  });

  it('places every point on Earth, harbours within 15 km of their city', () => {
    const byId = new Map(places.map((p) => [p.id, p]));
    for (const p of places) {
      expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
    }
    for (const h of harbours) {
      const city = byId.get(h.cityId);
      expect(Math.abs((city?.latitude ?? 0) - h.latitude), city?.slug).toBeLessThan(0.15);
      expect(Math.abs((city?.longitude ?? 0) - h.longitude), city?.slug).toBeLessThan(0.15);
    }
  });

  it('folds every name into the search text', () => {
    const marseille = places.find((p) => p.slug === 'marseille-vieux-port');
    expect(marseille?.search_text).toContain('vieux port de marseille');
    expect(marseille?.search_text).toContain('μασσαλια');
  });
});
