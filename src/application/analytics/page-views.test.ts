import { describe, expect, it } from 'vitest';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { PageViews } from './page-views';

const build = () => {
  const analytics = new FakeAnalytics();
  const landed: string[] = [];
  return { analytics, landed, pageViews: new PageViews(analytics, { landed: (search) => landed.push(search) }, 'en') };
};

describe('PageViews', () => {
  it('one page_view per route, without the secrets of the path or query', () => {
    const { analytics, pageViews } = build();
    pageViews.routeEntered('/', '');
    pageViews.routeEntered('/fr/ps/S3cretH4shValue01', '?payment_intent_client_secret=pi_secret');
    expect(analytics.events).toEqual([
      { event: 'page_view', pagePath: '/', pageScreen: 'home', language: 'en' },
      { event: 'page_view', pagePath: '/fr/ps/:hash', pageScreen: 'paymentSession', language: 'fr' },
    ]);
  });

  it('a change of query alone is the same page; coming back to a page is a new view', () => {
    const { analytics, pageViews } = build();
    pageViews.routeEntered('/boat-rental/search', '?address=Nice');
    pageViews.routeEntered('/boat-rental/search', '?address=Nice&page=2');
    pageViews.routeEntered('/', '');
    pageViews.routeEntered('/boat-rental/search', '');
    expect(analytics.events.map((e) => e['pagePath'])).toEqual(['/boat-rental/search', '/', '/boat-rental/search']);
  });

  it('hands every query to the click-id capture first', () => {
    const { landed, pageViews } = build();
    pageViews.routeEntered('/', '?gclid=g1');
    pageViews.routeEntered('/', '?gclid=g2');
    expect(landed).toEqual(['?gclid=g1', '?gclid=g2']);
  });
});
