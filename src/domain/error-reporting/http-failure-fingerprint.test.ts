import { describe, expect, it } from 'vitest';
import { httpFailureFingerprint, normaliseHttpPath } from './http-failure-fingerprint';

describe('normaliseHttpPath', () => {
  it.each([
    ['/api/v6/checkout/123/price?x=1', '/api/v6/checkout/{id}/price'],
    ['/api/v6/booking/42', '/api/v6/booking/{id}'],
    ['/api/v6/booking/42/', '/api/v6/booking/{id}/'],
    ['/api/v6/search#results', '/api/v6/search'],
    ['https://seaway.example/api/v6/cart/7?a=1#b', '/api/v6/cart/{id}'],
    ['http://localhost:8080', '/'],
    ['/api/v6/chat/550e8400-e29b-41d4-a716-446655440000/messages', '/api/v6/chat/{id}/messages'],
    ['/api/v6/checkout/session/9f86d081884c7d659a2feaa0c55ad015', '/api/v6/checkout/session/{id}'],
    ['api/v6/user', '/api/v6/user'],
    ['', '/'],
    ['?only=query', '/'],
  ])('%s → %s', (path, expected) => {
    expect(normaliseHttpPath(path)).toBe(expected);
  });

  it('keeps words that contain digits, and hex-looking words without digits', () => {
    expect(normaliseHttpPath('/api/v6/b2b/deadbeefdeadbeefcafe')).toBe('/api/v6/b2b/deadbeefdeadbeefcafe');
  });

  it('keeps short hex segments (they may be words)', () => {
    expect(normaliseHttpPath('/api/v6/offer/abc123')).toBe('/api/v6/offer/abc123');
  });
});

describe('httpFailureFingerprint', () => {
  it('groups by normalised path and status', () => {
    expect(httpFailureFingerprint('/api/v6/checkout/123/price?x=1', 500)).toEqual([
      'http-failure',
      '/api/v6/checkout/{id}/price',
      '500',
    ]);
  });

  it('gives one group to the same endpoint with other ids and queries', () => {
    expect(httpFailureFingerprint('/api/v6/checkout/1/price', 502)).toEqual(
      httpFailureFingerprint('https://seaway.example/api/v6/checkout/999/price?currency=EUR', 502),
    );
  });

  it('separates statuses', () => {
    expect(httpFailureFingerprint('/api/v6/cart/1', 500)).not.toEqual(httpFailureFingerprint('/api/v6/cart/1', 503));
  });
});
