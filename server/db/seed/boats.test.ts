import { describe, expect, it } from 'vitest';
import { BOAT_TYPES, isSailType } from './boat-models';
import { generateBoatBatches, generateBoats, PRODUCT_TAGS } from './boats';
import { EQUIPMENT_IDS } from './equipment';
import { generateOwners } from './owners';
import { buildPlaces } from './places';
import { createRandom } from './random';

const NOW = new Date('2026-06-01T00:00:00Z');

const generate = (count: number, seed = 42) => {
  const { harbours } = buildPlaces();
  const owners = generateOwners(300, createRandom(seed).fork(1), harbours, NOW, 4);
  return { ...generateBoats(count, createRandom(seed).fork(2), { harbours, owners: owners.refs, now: NOW }, 1), harbours };
};

describe('generateBoats', () => {
  const { boats, equipment, pictures, reviews, unavailabilities, harbours } = generate(3000);

  it('is deterministic for a seed', () => {
    expect(generate(50).boats).toEqual(boats.slice(0, 50));
    expect(generate(50, 43).boats).not.toEqual(boats.slice(0, 50));
  });

  it('gives the same rows in batches as in one go', () => {
    const { harbours } = buildPlaces();
    const owners = generateOwners(300, createRandom(42).fork(1), harbours, NOW, 4);
    const batches = [...generateBoatBatches(3000, createRandom(42).fork(2), { harbours, owners: owners.refs, now: NOW }, 1, 700)];
    expect(batches.map((b) => b.boats.length)).toEqual([700, 700, 700, 700, 200]);
    expect(batches.flatMap((b) => b.boats)).toEqual(boats);
    expect(batches.flatMap((b) => b.reviews)).toEqual(reviews);
    expect(batches.flatMap((b) => b.unavailabilities)).toEqual(unavailabilities);
    expect(batches.flatMap((b) => b.pictures)).toEqual(pictures);
    expect(batches.flatMap((b) => b.equipment)).toEqual(equipment);
    expect(generateBoats(0, createRandom(42).fork(2), { harbours, owners: owners.refs, now: NOW }, 1).boats).toEqual([]);
  });

  it('numbers boats from firstId and places them at known harbours', () => {
    expect(boats.map((b) => b.id)).toEqual(boats.map((_, i) => i + 1));
    const harbourIds = new Set(harbours.map((h) => h.harbourId));
    for (const b of boats) expect(harbourIds.has(b.place_id)).toBe(true);
    expect(new Set(boats.map((b) => b.slug)).size).toBe(boats.length);
  });

  it('has every type, sailboats first, gulets only in the Aegean and Adriatic', () => {
    expect(new Set(boats.slice(0, 11).map((b) => b.type))).toEqual(new Set(BOAT_TYPES));
    const count = (t: string) => boats.filter((b) => b.type === t).length;
    expect(count('Sailboat')).toBeGreaterThan(count('Catamaran'));
    const country = new Map(harbours.map((h) => [h.harbourId, h.countryCode]));
    for (const b of boats.filter((x) => x.type === 'Gulet')) expect(['TR', 'GR', 'HR']).toContain(country.get(b.place_id));
  });

  it('keeps figures coherent with the type', () => {
    for (const b of boats) {
      expect(b.capacity).toBeGreaterThanOrEqual(b.berths);
      expect(b.berths).toBeGreaterThanOrEqual(b.cabins * 2);
      expect(b.build_year).toBeGreaterThanOrEqual(NOW.getUTCFullYear() - 31);
      expect(b.build_year).toBeLessThanOrEqual(b.created_at.getUTCFullYear());
      expect(b.price_per_day % 500).toBe(0);
      expect(b.discount_percentage).toBeGreaterThanOrEqual(0);
      expect(b.discount_percentage).toBeLessThanOrEqual(30);
      expect(b.reviews_avg).toBeLessThanOrEqual(5);
      for (const tag of b.product_tags) expect(PRODUCT_TAGS).toContain(tag);
      if (b.type === 'Jet Ski') expect(b.cabins + b.berths).toBe(0);
      if (b.type === 'Without license') expect(b.engine_power).toBeLessThanOrEqual(15);
      if (b.type === 'Gulet') expect(b.sailing_type).toBe('With captain');
      expect(b.title).toMatch(new RegExp(`^${b.builder_name} .+ — \\d+ (cabins?|people) in .+$`));
    }
  });

  it('has realistic shares: ~20% discounts, ~40% instant booking, mostly within 400 hp', () => {
    const share = (p: (b: (typeof boats)[number]) => boolean) => boats.filter(p).length / boats.length;
    expect(share((b) => b.discount_percentage > 0)).toBeCloseTo(0.2, 1);
    expect(share((b) => b.instant_booking)).toBeGreaterThan(0.3);
    expect(share((b) => b.instant_booking)).toBeLessThan(0.5);
    expect(share((b) => b.engine_power > 400)).toBeGreaterThan(0.02);
    expect(share((b) => b.engine_power > 400)).toBeLessThan(0.15);
    expect(share((b) => b.reviews_count === 0)).toBeGreaterThan(0.2);
    expect(share((b) => b.reviews_count === 0)).toBeLessThan(0.3);
    expect(share((b) => isSailType(b.type))).toBeGreaterThan(0.3);
  });

  it('attaches valid equipment, 0–6 pictures, matching reviews and calendars', () => {
    for (const e of equipment) expect(EQUIPMENT_IDS).toContain(e.equipment_id);
    const picturesPerBoat = new Map<number, number>();
    for (const p of pictures) {
      picturesPerBoat.set(p.boat_id, (picturesPerBoat.get(p.boat_id) ?? 0) + 1);
      expect(p.url).toBe(`/media/boats/${p.boat_id}/${p.position}.webp`);
    }
    expect(Math.max(...picturesPerBoat.values())).toBe(6);
    expect(picturesPerBoat.size).toBeLessThan(boats.length);
    const reviewsPerBoat = new Map<number, number>();
    for (const r of reviews) reviewsPerBoat.set(r.product_id, (reviewsPerBoat.get(r.product_id) ?? 0) + 1);
    for (const b of boats) expect(reviewsPerBoat.get(b.id) ?? 0).toBe(b.reviews_count);
    expect(Math.max(...boats.map((b) => b.reviews_count))).toBeLessThanOrEqual(30);
    const perBoat = new Map<number, number>();
    for (const u of unavailabilities) perBoat.set(u.boat_id, (perBoat.get(u.boat_id) ?? 0) + 1);
    expect(Math.max(...perBoat.values())).toBeLessThanOrEqual(6);
  });
});
