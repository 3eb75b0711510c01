import { describe, expect, it } from 'vitest';
import { PageHeadStore } from './page-head-store';
import type { PageHead } from '../../domain/seo/page-head';

const head = (title: string): PageHead => ({ title, description: '', language: 'en', noindex: true, alternates: [] });

describe('PageHeadStore', () => {
  it('starts empty with its origin, and keeps the last head set', () => {
    const store = new PageHeadStore('https://www.example.com');
    expect(store.origin).toBe('https://www.example.com');
    expect(store.current).toBeUndefined();
    store.set(head('A'));
    store.set(head('B'));
    expect(store.current?.title).toBe('B');
  });
});
