import { describe, expect, it } from 'vitest';
import { boundsAsArea, boundsContain, formatBounds, markerPrice, normaliseBounds, normaliseBoundsText, parseBounds } from './map-bounds';
import { formatSearchQuery, parseSearchQuery } from './search-url';

const context = { currentYear: 2026 };

describe('map bounds', () => {
  it('parses south,west,north,east and rounds to 4 decimals', () => {
    expect(parseBounds('43.21234,5.3,43.4,5.56789')).toEqual({ south: 43.2123, west: 5.3, north: 43.4, east: 5.5679 });
    expect(formatBounds(parseBounds('43.2,5.3,43.4,5.5')!)).toBe('43.2,5.3,43.4,5.5');
  });

  it('drops malformed or impossible boxes', () => {
    for (const text of ['', '1,2,3', '1,2,3,4,5', 'a,2,3,4', '43.4,5,43.2,6', '-91,0,0,1', '0,-181,1,1', '0,0,1,0', '1e1,0,20,1', '0,0,0.00001,1']) {
      expect(parseBounds(text)).toBeUndefined();
    }
  });

  it('keeps a box across the antimeridian (west > east)', () => {
    const box = parseBounds('-20,170,-10,-170')!;
    expect(boundsContain(box, -15, 179)).toBe(true);
    expect(boundsContain(box, -15, -175)).toBe(true);
    expect(boundsContain(box, -15, 0)).toBe(false);
  });

  it('wraps a map that shows more than the world', () => {
    expect(normaliseBounds({ south: -100, west: -400, north: 100, east: 400 })).toEqual({ south: -90, west: -180, north: 90, east: 180 });
    expect(normaliseBounds({ south: 0, west: 190, north: 1, east: 200 })).toEqual({ south: 0, west: -170, north: 1, east: -160 });
  });

  it('the box becomes the area: position and distance cleared, page 1', () => {
    expect(boundsAsArea({ south: 43.2, west: 5.3, north: 43.4, east: 5.5 })).toEqual({
      bounds: '43.2,5.3,43.4,5.5',
      latitude: undefined,
      longitude: undefined,
      distance: undefined,
      page: 1,
    });
    expect(boundsAsArea({ south: 1, west: 1, north: 1, east: 2 })).toBeUndefined();
  });

  it('goes through the search URL', () => {
    const filters = parseSearchQuery('address=Marseille&bounds=43.21234%2C5.3%2C43.4%2C5.5', context);
    expect(filters.bounds).toBe('43.2123,5.3,43.4,5.5');
    expect(parseSearchQuery(formatSearchQuery(filters), context)).toEqual(filters);
    expect(parseSearchQuery('bounds=nonsense', context).bounds).toBeUndefined();
    expect(normaliseBoundsText(42)).toBeUndefined();
  });

  it('a marker shows the price per day after discount', () => {
    expect(markerPrice(10000, 0)).toBe(10000);
    expect(markerPrice(10000, 15)).toBe(8500);
    expect(markerPrice(999, 33)).toBe(669);
    expect(markerPrice(10000, 150)).toBe(10000);
  });
});
