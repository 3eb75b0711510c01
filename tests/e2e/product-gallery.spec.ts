import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { texts, type Language } from './texts';

/**
 * Issue [10], the product page: the full-screen gallery (counter, arrow keys, buttons, swipe, Escape and the focus
 * back), the phone's booking bar (price, Book like the booking box's; never on a computer) and Share (the system's
 * share sheet, else the link copied, else the link to copy by hand).
 */

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RENTAL_SEGMENT: Record<Language, string> = { en: 'boat-rental', fr: 'location-bateau' };
/** Far ahead, where the other tests book nothing: the boat found free stays free. */
const START = inDays(300);
const END = inDays(302);

interface Boat {
  readonly id: number;
  readonly pictures: readonly string[];
  readonly path: { localization: string; boatType: string; boatName: string };
}

/** A Marseille boat with at least three pictures, free from START to END. */
const aBoat = async (request: APIRequestContext): Promise<Boat> => {
  const { products } = (await (await request.get('/api/v6/products?address=Marseille')).json()) as { products: Boat[] };
  for (const boat of products.filter((p) => p.pictures.length >= 3)) {
    const detail = (await (await request.get(`/api/v6/products/${boat.id}?startDate=${START}&endDate=${END}`)).json()) as { quote: { available: boolean } | null };
    if (detail.quote?.available) return boat;
  }
  throw new Error('No demo boat of Marseille with three pictures, free on the test dates');
};

const pathOf = (boat: Boat, language: Language, query = '') =>
  `${language === 'en' ? '' : `/${language}`}/${RENTAL_SEGMENT[language]}/${boat.path.localization}/${boat.path.boatType}/${boat.path.boatName}${query}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const boatTitle = async (page: Page) => ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

test.describe('product page: gallery, booking bar and share', () => {
  // Each test opens the page once or twice with axe auditing every state: room for a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('the full-screen gallery: counter, arrow keys, buttons and swipe, closed with Escape, the focus back on the picture', async ({ page, request }) => {
    const p = texts('en', 'product');
    const boat = await aBoat(request);
    const count = boat.pictures.length;
    await page.goto(pathOf(boat, 'en'));
    const title = await boatTitle(page);

    const opener = page.getByRole('button', { name: new RegExp(p('gallery.open')) });
    // Named by what it shows, then by the hint it shows: the visible text is in the name.
    await expect(opener).toHaveAccessibleName(new RegExp(`^${escaped(p('gallery.picture', { index: 1, count, title }))}\\s*${p('gallery.open')}$`));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: p('gallery.viewerTitle', { title }) });
    await expect(dialog).toBeVisible();
    const counter = (index: number) => dialog.getByText(p('gallery.counter', { index, count }), { exact: true });
    await expect(counter(1)).toBeVisible();
    await expect(dialog.getByRole('img', { name: p('gallery.picture', { index: 1, count, title }) })).toBeVisible();
    // One picture at a time in the page: the others are fetched when shown.
    await expect(dialog.locator('img')).toHaveCount(1);
    await expect(dialog.locator('img')).not.toHaveAttribute('loading', 'lazy');

    await page.keyboard.press('ArrowRight');
    await expect(counter(2)).toBeVisible();
    await dialog.getByRole('button', { name: p('gallery.next') }).click();
    await expect(counter(3)).toBeVisible();
    await expect(dialog.getByRole('img', { name: p('gallery.picture', { index: 3, count, title }) })).toBeVisible();
    await dialog.getByRole('button', { name: p('gallery.previous') }).click();
    await expect(counter(2)).toBeVisible();
    // Around the ends: before the first comes the last.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(count)).toBeVisible();

    // A swipe to the left shows the next picture (here the first again); a short one does nothing.
    const stage = await dialog.locator('.gallery-viewer-stage').boundingBox();
    if (stage === null) throw new Error('no stage');
    const swipe = async (dx: number) => {
      const y = stage.y + stage.height / 2;
      const x = stage.x + stage.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y + 5, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-20);
    await expect(counter(count)).toBeVisible();
    await swipe(-150);
    await expect(counter(1)).toBeVisible();
    await swipe(150);
    await expect(counter(count)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter(2)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The page keeps the picture last seen.
    await expect(opener).toHaveAccessibleName(new RegExp(`^${escaped(p('gallery.picture', { index: 2, count, title }))}`));

    // The close button does the same; with reduced motion, the pictures appear without fading in.
    const pictureAnimation = () => dialog.locator('img').evaluate((img) => getComputedStyle(img).animationName);
    await opener.click();
    expect(await pictureAnimation()).toBe('fade-in');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await opener.click();
    await dialog.getByRole('button', { name: p('gallery.next') }).click();
    expect(await pictureAnimation()).toBe('none');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('fr: the gallery in French, and on a phone the booking bar with the price and a Book that books @mobile', async ({ page, request, isMobile }) => {
    const p = texts('fr', 'product');
    const auth = texts('fr', 'auth');
    const boat = await aBoat(request);
    const count = boat.pictures.length;
    await page.goto(pathOf(boat, 'fr'));
    const title = await boatTitle(page);

    const opener = page.getByRole('button', { name: new RegExp(p('gallery.open')) });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: p('gallery.viewerTitle', { title }) });
    await expect(dialog.getByRole('img', { name: p('gallery.picture', { index: 1, count, title }) })).toBeVisible();
    await dialog.getByRole('button', { name: p('gallery.next') }).click();
    await expect(dialog.getByText(p('gallery.counter', { index: 2, count }), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();

    const bar = page.getByRole('region', { name: p('bar.label') });
    if (!isMobile) {
      // A computer shows the booking box beside the page: no bar.
      await expect(bar).toHaveCount(0);
      await expect(page.locator('.booking-bar')).toBeHidden();
      return;
    }

    // No dates yet: the price per day; Book asks for the dates, like the booking box, and takes the focus there.
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(p('booking.from'));
    const barBook = bar.getByRole('button', { name: p('bar.book'), exact: true });
    await barBook.click();
    await expect(page.getByRole('alert').filter({ hasText: p('errors.chooseDates') })).toBeVisible();
    await expect(page.locator('.booking-box .date-range-trigger')).toBeFocused();
    // The booking box is on screen now: its own Book button is the only one in sight.
    await expect(bar).toBeHidden();

    // With dates: the total for them, and Book opens the sign-in (then checkout), as the booking box's does.
    await page.goto(pathOf(boat, 'fr', `?startDate=${START}&endDate=${END}`));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(p('bar.days_other', { count: 3 }));
    await expect(bar.locator('strong')).toHaveText(/\d/);
    // The page ends with room for the bar: the footer is never under it.
    const barHeight = (await bar.boundingBox())?.height ?? 0;
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThanOrEqual(barHeight);
    await barBook.click();
    await expect(page.getByRole('dialog', { name: auth('funnel.loginOrRegister.title') })).toBeVisible();
  });

  test('share falls back to copying the link, and says so', async ({ page, request }) => {
    const p = texts('en', 'product');
    const boat = await aBoat(request);
    // A browser without a share sheet, whose clipboard records what it is given.
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.assign(window, { __copied: copied });
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', { value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) }, configurable: true });
    });
    await page.goto(pathOf(boat, 'en'));
    await page.getByRole('button', { name: p('share.button'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: p('share.copied') })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([page.url()]);
  });

  test('share shows the link to copy by hand when the clipboard refuses', async ({ page, request }) => {
    const p = texts('en', 'product');
    const boat = await aBoat(request);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }, configurable: true });
    });
    await page.goto(pathOf(boat, 'en'));
    await page.getByRole('button', { name: p('share.button'), exact: true }).click();
    const field = page.getByRole('textbox', { name: p('share.manual') });
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
    await expect(page.getByText(p('share.copied'))).toHaveCount(0);
  });

  test('share uses the system share sheet where there is one', async ({ page, request }) => {
    const p = texts('en', 'product');
    const boat = await aBoat(request);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', { value: (data: unknown) => Promise.resolve(void shared.push(data)), configurable: true });
    });
    await page.goto(pathOf(boat, 'en'));
    const title = await boatTitle(page);
    await page.getByRole('button', { name: p('share.button'), exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ title, url: page.url() }]);
    await expect(page.getByText(p('share.copied'))).toHaveCount(0);
  });
});

test.describe('product page: the owner’s response rate and time', () => {
  test.describe.configure({ timeout: 90_000 });

  type Stats = { rate: number; timeBucket: string } | null | undefined;
  /** A Marseille boat whose owner shows figures (wanted) or none. */
  const boatWithStats = async (request: APIRequestContext, wanted: boolean): Promise<{ boat: Boat; stats: Stats }> => {
    for (let pageNumber = 1; pageNumber <= 6; pageNumber++) {
      const { products } = (await (await request.get(`/api/v6/products?address=Marseille&page=${pageNumber}`)).json()) as { products: Boat[] };
      for (const boat of products) {
        const detail = (await (await request.get(`/api/v6/products/${boat.id}`)).json()) as { owner: { responseStats?: Stats } };
        if ((detail.owner.responseStats != null) === wanted) return { boat, stats: detail.owner.responseStats };
      }
    }
    throw new Error(`No demo boat of Marseille whose owner ${wanted ? 'has' : 'has no'} response figures`);
  };

  test('the owner section says how often and how fast the owner replies, in English and in French', async ({ page, request }) => {
    const { boat, stats } = await boatWithStats(request, true);
    const en = texts('en', 'product');
    await page.goto(pathOf(boat, 'en'));
    const owner = page.getByRole('region', { name: en('owner.title') });
    await expect(owner.getByText(`${en('owner.responseRate', { rate: `${stats!.rate}%` })} · ${en(`owner.responseTime.${stats!.timeBucket}`)}`, { exact: true })).toBeVisible();

    const fr = texts('fr', 'product');
    await page.goto(pathOf(boat, 'fr'));
    const section = page.getByRole('region', { name: fr('owner.title') });
    // French puts a no-break space before the percent sign.
    await expect(section.getByText(new RegExp(`^${escaped(fr('owner.responseRate', { rate: '' }))}${stats!.rate}\\s%\\s·\\s${escaped(fr(`owner.responseTime.${stats!.timeBucket}`))}$`))).toBeVisible();
  });

  test('nothing is said of an owner with too few conversations', async ({ page, request }) => {
    const { boat } = await boatWithStats(request, false);
    const en = texts('en', 'product');
    await page.goto(pathOf(boat, 'en'));
    const owner = page.getByRole('region', { name: en('owner.title') });
    await expect(owner.getByText(en('owner.memberSince', { year: '' }).trim(), { exact: false })).toBeVisible();
    await expect(owner.getByText(en('owner.responseRate', { rate: '' }).trim(), { exact: false })).toHaveCount(0);
  });
});
