import { expect, test } from './fixtures';
import { pickDates } from './date-range';
import { texts } from './texts';
import type { APIRequestContext } from '@playwright/test';

/**
 * Issue [8]: the public pages come rendered from the server (a crawler without JavaScript reads them whole), answer
 * the right status, and the browser takes them over without asking the API again.
 */

interface ProductPath {
  readonly localization: string;
  readonly boatType: string;
  readonly boatName: string;
}

/** A published boat of Marseille, through the search API. */
const aProduct = async (request: APIRequestContext): Promise<{ id: number; path: string; slug: ProductPath }> => {
  const body = (await (await request.get('/api/v6/products?address=Marseille')).json()) as { products: { id: number; path: ProductPath }[] };
  const { id, path } = body.products[0]!;
  return { id, path: `/boat-rental/${path.localization}/${path.boatType}/${path.boatName}`, slug: path };
};

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('server-rendered public pages', () => {
  test('a product page reads whole without JavaScript, and a changed slug moves for good', async ({ request }) => {
    const product = await aProduct(request);
    const detail = (await (await request.get(`/api/v6/products/${product.id}`)).json()) as { description: string; builderName: string; modelName: string };
    const response = await request.get(product.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = textOf(html.slice(html.indexOf('<main')));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${detail.builderName} ${detail.modelName}`));
    expect(main).toContain(detail.description.slice(0, 60).replace(/\s+/g, ' '));
    expect(main).toMatch(/€\s?[\d,]+/);
    expect(html).toContain('id="seaway-transferred"');
    // The texts its prices and dates were formatted with, for the browser to hydrate from (no ICU set-up).
    expect(html).toMatch(/id="seaway-formats"[^>]*>\{"[^<]*€/);

    // The boat's id is what counts: an old name answers 301 to the page's URL now.
    const moved = await request.get(`/boat-rental/${product.slug.localization}/${product.slug.boatType}/an-old-name-${product.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location'] ?? '', 'http://x').pathname).toBe(product.path);
  });

  test('a landing page lists its boats without JavaScript', async ({ request }) => {
    const response = await request.get('/fr/location-bateau/marseille');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect((html.match(/class="result-card/g) ?? []).length).toBeGreaterThan(3);
  });

  test('a page carries what its first screen uses, and has the whole stylesheet and translations once it is alive', async ({ page, request }) => {
    const html = await (await request.get('/fr/location-bateau/marseille')).text();
    // Its stylesheet's rules that its markup uses, not the whole stylesheet (server/ssr/critical-css.ts).
    const [, href, carried] = /<style[^>]*data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/.exec(html) ?? [];
    const whole = await (await request.get(href!)).text();
    expect(carried!.length).toBeGreaterThan(1000);
    expect(carried!.length).toBeLessThan(whole.length / 2);
    // Its first screen's translations, not the namespaces' whole files.
    const transferred = JSON.parse(/id="seaway-transferred"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { url: string; body: string }[];
    const common = transferred.find((entry) => entry.url.endsWith('/fr/common.json'))!;
    const wholeCommon = await (await request.get('/i18n/seaway/fr/common.json')).text();
    expect(JSON.parse(common.body)).toHaveProperty('nav.skipToContent');
    expect(common.body.length).toBeLessThan(wholeCommon.length / 2);

    // Alive, the page links the whole stylesheet, and what it did not show is translated (the sign-in funnel).
    await page.goto('/fr/location-bateau/marseille');
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    expect(await page.evaluate((url) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(url) && sheet.cssRules.length > 0), href!)).toBe(true);
    const auth = texts('fr', 'auth');
    await page.getByRole('banner').getByRole('button', { name: auth('header.signIn'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: auth('funnel.loginOrRegister.title') })).toBeVisible();
  });

  test('unknown pages, boats and landings answer 404 with the not-found page, the URL unchanged', async ({ request }) => {
    for (const path of ['/xx-nothing', '/boat-rental/marseille/catamaran/no-such-boat-99999999', '/fr/location-bateau/nowhere-at-all-zz']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<h1');
    }
    // Pages only the browser renders (account, checkout) still get the app's shell.
    const account = await request.get('/account');
    expect(account.status()).toBe(200);
    expect(await account.text()).toContain('<div id="root"></div>');
  });

  test('the browser takes the page over without asking the API again, and it reacts @mobile', async ({ page, request }) => {
    const product = await aProduct(request);
    const productCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/v6/products/${product.id}`) productCalls.push(r.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Count the number formats the page makes (each one's first sets up ICU: a long task on a phone).
    await page.addInitScript(() => {
      const made = { count: 0 };
      (window as unknown as { numberFormatsMade: typeof made }).numberFormatsMade = made;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
          made.count += 1;
          return new target(...args);
        },
      });
    });
    await page.goto(product.path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(productCalls).toEqual([]);
    // Its prices came formatted with the page: hydrating made no number format.
    expect(await page.evaluate(() => (window as unknown as { numberFormatsMade: { count: number } }).numberFormatsMade.count)).toBe(0);
    // Hydration matched the server's markup (React reports a mismatch as an error; the production build by its code).
    expect(errors.filter((e) => /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i.test(e))).toEqual([]);

    // Live: new dates ask for a quote.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await pickDates(page, page.locator('.booking-box'), inDays(40), inDays(43));
    await expect.poll(() => productCalls.length).toBeGreaterThan(0);
  });
});
