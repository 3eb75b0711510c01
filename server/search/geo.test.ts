import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm, type Position } from './geo';

const inside = (box: ReturnType<typeof boundingBox>, p: Position): boolean =>
  p.latitude >= box.minLatitude &&
  p.latitude <= box.maxLatitude &&
  (box.longitudeRanges === null || box.longitudeRanges.some(([w, e]) => p.longitude >= w && p.longitude <= e));

describe('geo', () => {
  it('measures known distances', () => {
    const marseille = { latitude: 43.2965, longitude: 5.3698 };
    const nice = { latitude: 43.7102, longitude: 7.262 };
    expect(haversineKm(marseille, nice)).toBeGreaterThan(155);
    expect(haversineKm(marseille, nice)).toBeLessThan(160);
    expect(haversineKm(marseille, marseille)).toBe(0);
  });

  it('splits a box crossing the antimeridian', () => {
    const box = boundingBox({ latitude: 0, longitude: 179.9 }, 50);
    expect(box.longitudeRanges).toHaveLength(2);
    expect(inside(box, { latitude: 0, longitude: -179.9 })).toBe(true);
  });

  it('never leaves out a point within the radius', () => {
    const position = fc.record({
      latitude: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (centre, radius, fraction, bearing) => {
        // A point at fraction × radius in a given direction (small-distance approximation, kept well inside).
        const d = radius * fraction * 0.95;
        const lat = centre.latitude + (d / 111.2) * Math.cos(bearing);
        if (lat <= -90 || lat >= 90) return;
        let lng = centre.longitude + (d / (111.2 * Math.cos((lat * Math.PI) / 180) || 1)) * Math.sin(bearing);
        if (lng > 180) lng -= 360;
        if (lng < -180) lng += 360;
        const point = { latitude: lat, longitude: lng };
        if (haversineKm(centre, point) > radius) return;
        expect(inside(boundingBox(centre, radius), point)).toBe(true);
      }),
    );
  });
});
