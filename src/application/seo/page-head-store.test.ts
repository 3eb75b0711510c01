import { describe, expect, it } from 'vitest';
import { PageHeadStore } from './page-head-store';
import type { PageHeadParts } from '../../domain/seo/page-head';

const parts = (title: string): PageHeadParts => ({
  origin: 'https://www.example.com',
  route: { screen: 'home' },
  language: 'en',
  defaultLanguage: 'en',
  search: '',
  brand: 'Seaway',
  tagline: '',
  title,
  description: '',
});

describe('PageHeadStore', () => {
  it('starts empty with its origin, and keeps the last head set', () => {
    const store = new PageHeadStore('https://www.example.com');
    expect(store.origin).toBe('https://www.example.com');
    expect(store.current).toBeUndefined();
    store.set(parts('A'));
    store.set(parts('B'));
    expect(store.current?.title).toBe('B');
  });
});
