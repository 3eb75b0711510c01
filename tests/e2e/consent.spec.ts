import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures';
import { texts } from './texts';

/**
 * Consent and tracking (issue [7]): nothing reaches `window.dataLayer` before the visitor chooses, "Accept" releases
 * what waited, "Decline" keeps it empty, the choice survives a reload and is sent to /api/v6/metrics/didomi, in the
 * page's language, and on a phone the banner is a bottom sheet that hides nothing for good.
 */

const en = texts('en', 'consent');
const fr = texts('fr', 'consent');
const TRACKING_EVENTS = ['page_view', 'search', 'view_item', 'begin_checkout', 'add_payment_info', 'purchase', 'login_success', 'sign_up'];

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page): Promise<DataLayerEntry[]> =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
    return Array.isArray(layer) ? (JSON.parse(JSON.stringify(layer)) as Record<string, unknown>[]) : [];
  });
const trackingEvents = async (page: Page) => (await dataLayer(page)).filter((e) => TRACKING_EVENTS.includes(String(e['event'])));

const banner = (page: Page, t = en) => page.getByRole('region', { name: t('banner.title') });
const isDidomi = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v6/metrics/didomi';

/** A published boat's page, found through the search API. */
const productPath = async (request: APIRequestContext): Promise<string> => {
  const body = (await (await request.get('/api/v6/products?address=Marseille')).json()) as { products: { path: { localization: string; boatType: string; boatName: string } }[] };
  const { localization, boatType, boatName } = body.products[0]!.path;
  return `/boat-rental/${localization}/${boatType}/${boatName}`;
};

// These tests start as a first-time visitor: the consent answer every other test starts with (playwright.config.ts) is left out.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('consent and tracking', () => {
  test('nothing is tracked until "Accept all"; then the held page view and search go out, and the choice survives a reload', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille&gclid=e2e-click-1');
    await expect(banner(page)).toBeVisible();
    // The search has loaded (its event is waiting), yet the data layer holds nothing that tracks.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await trackingEvents(page)).toEqual([]);

    // Declining is exactly as easy as accepting: two buttons of the same size, side by side.
    const accept = banner(page).getByRole('button', { name: en('banner.acceptAll'), exact: true });
    const decline = banner(page).getByRole('button', { name: en('banner.declineAll'), exact: true });
    const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(Math.abs((acceptBox?.width ?? 0) - (declineBox?.width ?? 1))).toBeLessThanOrEqual(1);
    expect(acceptBox?.height).toBe(declineBox?.height);

    const sent = page.waitForRequest(isDidomi);
    await accept.click();
    expect((await sent).postDataJSON()).toEqual({ event: 'consent.given', consent: { analytics: true, marketing: true }, version: 1 });
    await expect(banner(page)).toBeHidden();

    // The held events go out once the choice is saved: wait for both before reading them.
    await expect.poll(async () => (await trackingEvents(page)).map((e) => e['event'])).toEqual(expect.arrayContaining(['page_view', 'search']));
    const events = await trackingEvents(page);
    const pageView = events.find((e) => e['event'] === 'page_view');
    // The held page view, without the query (the click id travels on its own, with marketing consent).
    expect(pageView).toMatchObject({ pagePath: '/boat-rental/search', pageScreen: 'search', clickId: 'e2e-click-1', clickIdSource: 'gclid' });
    expect(typeof pageView?.['visitorId']).toBe('string');
    expect(events.find((e) => e['event'] === 'search')).toMatchObject({ searchTerm: 'Marseille', clickId: 'e2e-click-1' });
    expect((await dataLayer(page)).find((e) => e['event'] === 'consent_update')).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await trackingEvents(page)).map((e) => e['event'])).toContain('page_view');
    await expect(banner(page)).toHaveCount(0);
    // Kept 45 days: the reloaded page (no gclid any more) still carries the click id.
    expect((await trackingEvents(page)).find((e) => e['event'] === 'page_view')).toMatchObject({ clickId: 'e2e-click-1' });
  });

  test('"Decline all": still nothing after going to a product page; the cookie settings change it later', async ({ page, request }) => {
    const product = await productPath(request);
    await page.goto('/');
    const sent = page.waitForRequest(isDidomi);
    await banner(page).getByRole('button', { name: en('banner.declineAll'), exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ event: 'consent.given', consent: { analytics: false, marketing: false } });
    await expect(banner(page)).toBeHidden();

    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(await dataLayer(page)).toEqual([]);

    // The footer's cookie settings: the choice as it stands, nothing pre-ticked; allowing analytics is sent as a change.
    await page.getByRole('button', { name: en('footer.cookieSettings'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('preferences.title') });
    await expect(dialog.getByRole('checkbox', { name: en('purposes.analytics.title') })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: en('purposes.marketing.title') })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: en('purposes.necessary.title') })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: en('purposes.analytics.title') }).check();
    const changed = page.waitForRequest(isDidomi);
    await dialog.getByRole('button', { name: en('preferences.save'), exact: true }).click();
    expect((await changed).postDataJSON()).toMatchObject({ event: 'consent.changed', consent: { analytics: true, marketing: false } });
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await dataLayer(page)).map((e) => e['event'])).toContain('consent_update');
    // What happened while declined stays untold.
    expect(await trackingEvents(page)).toEqual([]);
  });

  test('French page: the banner in French, answered with the keyboard', async ({ page }) => {
    await page.goto('/fr/location-bateau/recherche?address=Marseille');
    const frenchBanner = banner(page, fr);
    await expect(frenchBanner).toBeVisible();
    await expect(frenchBanner.getByText(fr('banner.text'))).toBeVisible();
    await expect(frenchBanner.getByText(fr('banner.choiceNote'))).toBeVisible();
    await expect(frenchBanner.getByRole('button', { name: fr('banner.acceptAll'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: fr('footer.cookieSettings'), exact: true })).toBeVisible();
    const decline = frenchBanner.getByRole('button', { name: fr('banner.declineAll'), exact: true });
    await decline.focus();
    const sent = page.waitForRequest(isDidomi);
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ consent: { analytics: false, marketing: false } });
    await expect(frenchBanner).toBeHidden();
    // The answered banner leaves the focus on the page, not lost.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('on a phone the banner is a bottom sheet that hides nothing for good @mobile', async ({ page, request, isMobile }) => {
    const product = await productPath(request);
    await page.goto(product);
    const sheet = banner(page);
    await expect(sheet).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    if (isMobile) expect(box.height).toBeLessThanOrEqual(viewport.height * 0.5);
    // The page keeps room for it: scrolled to the end, the very last of the page (the footer) sits above the sheet.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('footer.site-footer');
    const footerBox = (await footer.boundingBox())!;
    const sheetTop = (await sheet.boundingBox())!.y;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(sheetTop + 1);

    await sheet.getByRole('button', { name: en('banner.choose'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('preferences.title') });
    await dialog.getByRole('checkbox', { name: en('purposes.marketing.title') }).check();
    const sent = page.waitForRequest(isDidomi);
    await dialog.getByRole('button', { name: en('preferences.save'), exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ consent: { analytics: false, marketing: true } });
    await expect(sheet).toHaveCount(0);
    // Marketing alone: still nothing in the data layer (every event needs analytics).
    expect(await trackingEvents(page)).toEqual([]);
  });
});
