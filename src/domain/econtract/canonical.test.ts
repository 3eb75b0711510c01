import { describe, expect, it } from 'vitest';
import { canonicalContent, canonicalJson, isContentHash, type SignedContent } from './canonical';

const content = (overrides: Partial<SignedContent> = {}): SignedContent => ({
  bookingId: 42,
  reference: 'SW-000042',
  direction: 'in',
  boat: { id: 8, name: 'Bavaria 46' },
  ownerName: 'Olivier Marin',
  startDate: '2026-06-02',
  endDate: '2026-06-05',
  deposit: 100_000,
  licenceRequired: true,
  data: {
    fullName: ' Ann  Martin ',
    licenceNumber: 'FR-1234',
    fuelPercent: 100,
    engineHours: 1234.5,
    equipment: [
      { id: 29, state: 'present' },
      { id: 3, state: 'damaged' },
    ],
    damages: [{ id: 'd1', zone: 'hull', note: 'Scratch ', photoIds: [12] }],
    depositMethod: 'card',
    claimAmount: 0,
  },
  photos: [
    { id: 13, sha256: 'b'.repeat(64) },
    { id: 12, sha256: 'a'.repeat(64) },
  ],
  checkInHash: null,
  ...overrides,
});

describe('canonicalJson', () => {
  it('sorts keys, drops undefined members, writes no white space', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: undefined, d: { z: 1.5, y: -0 } })).toBe('{"a":[true,null,"x"],"b":1,"d":{"y":0,"z":1.5}}');
  });
  it('escapes strings as JSON does and keeps unicode', () => {
    expect(canonicalJson({ 'é': 'quote " and \\ and \n', '😀': '😀' })).toBe('{"é":"quote \\" and \\\\ and \\n","😀":"😀"}');
  });
  it('refuses a number without a JSON form', () => {
    expect(() => canonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('canonicalContent', () => {
  it('is a version line and the normalised content, with only the photos the damages refer to', () => {
    expect(canonicalContent(content())).toBe(
      'seaway-econtract/1\n' +
        '{"boat":{"id":8,"name":"Bavaria 46"},"bookingId":42,"checkInHash":null,' +
        '"data":{"claimAmount":0,"damages":[{"id":"d1","note":"Scratch","photoIds":[12],"zone":"hull"}],"depositMethod":"card","engineHours":1234.5,' +
        '"equipment":[{"id":3,"state":"damaged"},{"id":29,"state":"present"}],"fuelPercent":100,"fullName":"Ann Martin","licenceNumber":"FR-1234"},' +
        '"deposit":100000,"direction":"in","endDate":"2026-06-05","licenceRequired":true,"ownerName":"Olivier Marin",' +
        `"photos":[{"id":12,"sha256":"${'a'.repeat(64)}"}],"reference":"SW-000042","startDate":"2026-06-02"}`,
    );
  });

  it('changes with anything signed: a reading, a photo’s bytes, the chained check-in', () => {
    const base = canonicalContent(content());
    expect(canonicalContent(content({ data: { ...content().data, fuelPercent: 88 } }))).not.toBe(base);
    expect(canonicalContent(content({ photos: [{ id: 12, sha256: 'c'.repeat(64) }] }))).not.toBe(base);
    expect(canonicalContent(content({ checkInHash: 'd'.repeat(64) }))).not.toBe(base);
  });
});

describe('isContentHash', () => {
  it('accepts lower-case SHA-256 hex only', () => {
    expect(isContentHash('a'.repeat(64))).toBe(true);
    expect(isContentHash('A'.repeat(64))).toBe(false);
    expect(isContentHash('a'.repeat(63))).toBe(false);
  });
});
