import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressibleType, parseAcceptEncoding, varyOnAcceptEncoding } from './accept-encoding';

const BOTH = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it.each([
    [undefined, BOTH, 'identity'],
    ['', BOTH, 'identity'],
    ['gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip, deflate', BOTH, 'gzip'],
    ['br;q=0, gzip', BOTH, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', BOTH, 'gzip'],
    ['br;q=1.0, gzip;q=1', BOTH, 'br'],
    ['gzip;q=0.9,br;q=0.9', BOTH, 'br'],
    ['*', BOTH, 'br'],
    ['*;q=0', BOTH, 'identity'],
    ['gzip;q=0, *', BOTH, 'br'],
    ['br;q=0, *;q=0.1', BOTH, 'gzip'],
    ['x-gzip', ['gzip'], 'gzip'],
    ['BR', BOTH, 'br'],
    [' gzip ; q=0.500 , br ; q=0.4 ', BOTH, 'gzip'],
    ['deflate, identity', BOTH, 'identity'],
    ['br, gzip', [], 'identity'],
    ['br, gzip', ['gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
    ['identity;q=0', BOTH, 'identity'],
  ] as const)('%j with %j available → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it('never takes a coding from a malformed entry', () => {
    expect(chooseEncoding('br;q=abc', BOTH)).toBe('identity');
    expect(chooseEncoding('br;q=1.5', BOTH)).toBe('identity');
    expect(chooseEncoding('br;q=0.0001', BOTH)).toBe('identity');
    expect(chooseEncoding('b r, gzip', BOTH)).toBe('gzip');
  });

  it('reads a coding listed twice at its lowest weight', () => {
    expect(chooseEncoding('br, br;q=0, gzip', BOTH)).toBe('gzip');
  });
});

describe('parseAcceptEncoding', () => {
  it('lower-cases the codings, reads x-gzip as gzip and q-values as numbers', () => {
    expect(parseAcceptEncoding('GZIP;q=0.5, X-Gzip, *;q=0')).toEqual([
      { coding: 'gzip', q: 0.5 },
      { coding: 'gzip', q: 1 },
      { coding: '*', q: 0 },
    ]);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['text/html; charset=UTF-8', true],
    ['text/plain', true],
    ['text/css', true],
    ['text/javascript; charset=utf-8', true],
    ['application/xml; charset=utf-8', true],
    ['application/manifest+json', true],
    ['application/ld+json', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['text/event-stream; charset=utf-8', false],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    ['application/pdf', false],
    ['', false],
    [null, false],
  ] as const)('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('varyOnAcceptEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyOnAcceptEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });
});
