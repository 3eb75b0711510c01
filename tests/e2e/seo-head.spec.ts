import { expect, test, type APIRequestContext, type Page } from './fixtures';

/** The page head of issue [8] as the document carries it once the page has rendered (server-rendered or not). */

type JsonLdNode = Record<string, unknown> & { '@type': string };

const jsonLd = async (page: Page): Promise<JsonLdNode[]> => {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => (JSON.parse(text) as { '@graph': JsonLdNode[] })['@graph']);
};
const types = async (page: Page) => (await jsonLd(page)).map((node) => node['@type']);
const alternate = (page: Page, hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
const meta = (page: Page, key: 'name' | 'property', name: string) => page.locator(`meta[${key}="${name}"]`);

const firstProduct = async (request: APIRequestContext) => {
  const body = (await (await request.get('/api/v6/products?address=Marseille')).json()) as { products: { path: { localization: string; boatType: string; boatName: string }; pictures: string[] }[] };
  return body.products.find((p) => p.pictures.length > 0) ?? body.products[0]!;
};

test.describe('page head', () => {
  test('a product page: canonical without the query, 13 languages and x-default, Product with its Offer, the boat\'s picture', async ({ page, request, baseURL }) => {
    const { path } = await firstProduct(request);
    const own = `/boat-rental/${path.localization}/${path.boatType}/${path.boatName}`;
    await page.goto(`${own}?startDate=2031-06-01&endDate=2031-06-03&utm_source=e2e`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${own}`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(14);
    await expect(alternate(page, 'de')).toHaveAttribute('href', `${baseURL}/de/boot-mieten/${path.localization}/${path.boatType}/${path.boatName}`);
    await expect(alternate(page, 'x-default')).toHaveAttribute('href', `${baseURL}${own}`);
    await expect(page).toHaveTitle(/ rental in .+ · Seaway$/);
    await expect.poll(() => types(page)).toContain('Product');
    const product = (await jsonLd(page)).find((node) => node['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', url: `${baseURL}${own}`, price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(await types(page)).toContain('BreadcrumbList');
    await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /^https?:\/\//);
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
  });

  test('a landing lists its boats; going on to a boat replaces the head instead of adding to it', async ({ page, baseURL }) => {
    await page.goto('/fr/location-bateau/marseille');
    await expect(alternate(page, 'de')).toHaveAttribute('href', `${baseURL}/de/boot-mieten/marseille`);
    await expect(alternate(page, 'en-GB')).toHaveAttribute('href', `${baseURL}/en-GB/boat-hire/marseille`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/fr/location-bateau/marseille`);
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'fr_FR');
    await expect.poll(() => types(page)).toEqual(['ItemList']);
    const list = (await jsonLd(page))[0]!;
    expect((list.itemListElement as unknown[]).length).toBeGreaterThan(0);
    expect(list.itemListElement).toContainEqual(expect.objectContaining({ position: 1, url: expect.stringContaining(`${baseURL}/fr/location-bateau/`) }));

    await page.locator('main a[href*="/fr/location-bateau/"]').first().click();
    await expect.poll(() => types(page)).toEqual(['Product', 'BreadcrumbList']);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(14);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('not-found and account pages are noindex; home names the organisation', async ({ page, baseURL }) => {
    await page.goto('/xx-nothing-here');
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
    await expect.poll(() => types(page)).toEqual(['Organization', 'WebSite']);
    await page.goto('/account/bookings');
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex');
  });
});
