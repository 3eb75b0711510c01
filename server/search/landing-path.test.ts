import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOAT_TYPES } from '../../src/domain/search/search-filters';
import { slugify } from '../db/seed/fold';
import { boatTypeSlug, parseLandingPath } from './landing-path';

const places = new Set(['marseille', 'corsica', 'palma-de-mallorca']);
const parse = (path: string) => parseLandingPath(path, (slug) => places.has(slug));

describe('parseLandingPath', () => {
  it('reads rental landings in any language, with a place and/or a type', () => {
    expect(parse('boat-rental')).toEqual({ kind: 'rental' });
    expect(parse('location-bateau/marseille')).toEqual({ kind: 'rental', placeSlug: 'marseille' });
    expect(parse('boot-mieten/sailboat/corsica')).toEqual({ kind: 'rental', placeSlug: 'corsica', type: 'Sailboat' });
    expect(parse('czarter-jachtów/marseille')).toEqual({ kind: 'rental', placeSlug: 'marseille' });
    expect(parse('czarter-jacht%C3%B3w/marseille')).toEqual({ kind: 'rental', placeSlug: 'marseille' });
    expect(parse('fr/location-bateau/marseille')).toEqual({ kind: 'rental', placeSlug: 'marseille' });
  });

  it('reads activity landings with the place glued to the word or in the next segment', () => {
    expect(parse('experiences')).toEqual({ kind: 'activity' });
    expect(parse('experiences-marseille')).toEqual({ kind: 'activity', placeSlug: 'marseille' });
    expect(parse('erlebnisse/corsica')).toEqual({ kind: 'activity', placeSlug: 'corsica' });
    expect(parse('experienciasmarseille')).toEqual({ kind: 'activity', placeSlug: 'marseille' });
    expect(parse('experiences-atlantis')).toBeUndefined();
  });

  it('reads generic landings by place or boat type', () => {
    expect(parse('marseille')).toEqual({ kind: 'generic', placeSlug: 'marseille' });
    expect(parse('without-license')).toEqual({ kind: 'generic', type: 'Without license' });
    expect(parse('yacht/marseille')).toEqual({ kind: 'generic', type: 'Yacht', placeSlug: 'marseille' });
    expect(parse('marseille/jet-ski')).toEqual({ kind: 'generic', type: 'Jet Ski', placeSlug: 'marseille' });
  });

  it('refuses anything else', () => {
    for (const path of ['', 'atlantis', 'boat-rental/atlantis', 'marseille/corsica', 'sailboat/catamaran', 'boat-rental/a/b/c', '%E0%A4%A', 'en']) {
      expect(parse(path)).toBeUndefined();
    }
  });
});

describe('boatTypeSlug', () => {
  it('is the slug of the text, looked up or not', () => {
    for (const type of BOAT_TYPES) expect(boatTypeSlug(type)).toBe(slugify(type));
    expect(boatTypeSlug('Motor Yacht')).toBe('motor-yacht');
    fc.assert(fc.property(fc.string(), (text) => boatTypeSlug(text) === slugify(text)));
  });
});
