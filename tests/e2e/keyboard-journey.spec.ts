import { expect, test, type Locator, type Page } from './fixtures';
import { englishDate, keyboardPickDay } from './date-range';
import { texts } from './texts';

/**
 * Issue [8]: the whole journey by keyboard alone, search → product → book → sign in → checkout → pay, with the focus
 * visible at every stop: Tab, Shift+Tab, Enter, arrows and typing, no mouse and no click (`focus()` only to start).
 * Every page on the way is audited by axe like in every test (./fixtures). And with reduced motion, nothing moves.
 */

const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const inDays = (days: number): Date => new Date(Date.now() + days * 86_400_000);
const iso = (date: Date) => date.toISOString().slice(0, 10);

interface FocusStop {
  readonly what: string;
  readonly visible: boolean;
  readonly indicated: boolean;
}

/** The focused element: described, on screen, and drawn with a focus indicator (its own ring, or its card's). */
const focusStop = (page: Page): Promise<FocusStop> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { what: 'nothing (the page itself)', visible: false, indicated: false };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const what = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} "${name}"`;
    const box = element.getBoundingClientRect();
    const visible =
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    const ring = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const own = getComputedStyle(element);
    let indicated = ring(own) || own.boxShadow !== 'none';
    // A card whose whole box is the link draws the ring around the card (`:focus-within`).
    for (let parent = element.parentElement; !indicated && parent !== null && parent !== document.body; parent = parent.parentElement) {
      indicated = parent.matches(':focus-within') && ring(getComputedStyle(parent));
    }
    return { what, visible, indicated };
  });

const expectVisibleFocus = async (page: Page) => {
  const stop = await focusStop(page);
  expect(stop.visible && stop.indicated, `focus on ${stop.what}: visible ${stop.visible}, indicator ${stop.indicated}`).toBe(true);
};

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking that every element on the way shows it. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 80 } = {}) => {
  const path: string[] = [];
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    path.push(stop.what);
    expect(stop.visible && stop.indicated, `focus on ${stop.what}: visible ${stop.visible}, indicator ${stop.indicated}`).toBe(true);
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}; went through:\n${path.join('\n')}`);
};

test.use({ locale: 'en-US' });

test.describe('by keyboard alone', () => {
  test('search, a boat, dates and people, Book, sign in, checkout and pay, the focus always visible', async ({ page }) => {
    test.setTimeout(120_000);
    const s = texts('en', 'search');
    const p = texts('en', 'product');
    const a = texts('en', 'auth');
    const c = texts('en', 'checkout');
    // Far enough ahead that no other test pays for these days; a retry takes the next week.
    const start = inDays(270 + test.info().retry * 7);
    const end = inDays(273 + test.info().retry * 7);

    // The search page: a place typed and picked from the suggestions, dates, people, Enter.
    await page.goto('/boat-rental/search');
    const form = page.getByRole('search');
    const place = form.getByRole('combobox', { name: s('form.place') });
    await place.focus();
    await expectVisibleFocus(page);
    await page.keyboard.type('Marse');
    await expect(page.getByRole('option', { name: /Marseille/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(place).toHaveAttribute('aria-activedescendant', /option-0/);
    await page.keyboard.press('Enter');
    await expect(place).toHaveValue('Marseille');
    // The place chosen, the results follow it (its address goes to the URL) before the dates are typed.
    await expect(page).toHaveURL(/address=Marseille/);

    // The range picker: Enter opens its calendar, arrows and Page Down walk the days, Enter picks each end.
    const dates = form.locator('.date-range-trigger');
    await tabTo(page, dates);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: s('dateRange.title') }).locator('.rdp-root')).toBeVisible();
    await keyboardPickDay(page, iso(start));
    await keyboardPickDay(page, iso(end));
    await expect(page.getByRole('dialog', { name: s('dateRange.title') })).toBeHidden();
    await expect(dates).toBeFocused();
    await expect(dates).toContainText(`${englishDate(iso(start))} – ${englishDate(iso(end))}`);
    await tabTo(page, form.getByLabel(s('form.people')));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    // The people count applies after a pause (the search follows the typing); then the Search button.
    await expect(page).toHaveURL(/numberOfPeople=2/);
    await tabTo(page, form.getByRole('button', { name: s('form.search'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`startDate=${iso(start)}&endDate=${iso(end)}`));
    await expect(page).toHaveURL(/numberOfPeople=2/);

    // The first boat of the results, opened with Enter on its title's link.
    const firstBoat = page.locator('.result-card .card-link').first();
    await expect(firstBoat).toBeVisible();
    await tabTo(page, firstBoat);
    const boatPath = await page.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).pathname);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === boatPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Its booking box: the dates came with the link; people chosen by typing in the list; Book.
    const booking = page.getByRole('complementary', { name: p('booking.title') });
    await expect(booking.locator('.date-range-trigger')).toContainText(`${englishDate(iso(start))} – ${englishDate(iso(end))}`);
    const people = booking.getByLabel(p('booking.people'));
    await tabTo(page, people);
    await page.keyboard.type('2');
    await expect(people).toHaveValue('2');
    await expect(booking.getByText(p('booking.available'))).toBeVisible();
    await tabTo(page, booking.getByRole('button', { name: p('booking.book'), exact: true }));
    await page.keyboard.press('Enter');

    // The sign-in funnel: email, Enter; password, Enter.
    const funnel = page.getByRole('dialog', { name: a('funnel.loginOrRegister.title') });
    await expect(funnel).toBeVisible();
    const email = funnel.getByLabel(a('funnel.fields.email'), { exact: true });
    await tabTo(page, email);
    await page.keyboard.type(TENANT.email);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: a('funnel.login.title') });
    const password = login.getByLabel(a('funnel.fields.password'), { exact: true });
    await expect(password).toBeVisible();
    await tabTo(page, password);
    await page.keyboard.type(TENANT.password);
    await page.keyboard.press('Enter');

    // The checkout: the options, then the payment form, paid with the local test card.
    await expect(page).toHaveURL(/\/ps\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: c('title') })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: c('steps.continue') }));
    await page.keyboard.press('Enter');
    const number = page.getByLabel(c('card.number'));
    await expect(number).toBeVisible();
    await tabTo(page, number);
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, page.getByLabel(c('card.expiry')));
    await page.keyboard.type('12/34');
    await tabTo(page, page.getByLabel(c('card.cvc')));
    await page.keyboard.type('123');
    await tabTo(page, page.getByRole('button', { name: new RegExp(`^${c('payment.pay', { amount: '' }).trim()}`) }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: c('success.title') })).toBeVisible({ timeout: 20_000 });
    // And back up the page with Shift+Tab: still a visible focus at every stop.
    await tabTo(page, page.getByRole('link', { name: c('success.viewBooking') }));
    await tabTo(page, page.locator('.skip-link'), { back: true });
  });

  test('with reduced motion, the modals and the gallery open and change without moving', async ({ page }) => {
    const common = texts('en', 'common');
    const runningAnimations = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
    const panelAnimation = () => page.locator('.modal-panel').evaluate((panel) => getComputedStyle(panel).animationName);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Without the preference the modal slides in: the check below would see it.
    await tabTo(page, page.getByRole('button', { name: common('home.howItWorks') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: common('home.howItWorks') })).toBeVisible();
    expect(await panelAnimation()).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Centred, bottom sheet, then back up to the header's menu (the drawer from the right).
    for (const [name, back] of [
      [common('home.howItWorks'), false],
      [common('home.needHelp'), false],
      [common('nav.menu'), true],
    ] as const) {
      await tabTo(page, page.getByRole('button', { name, exact: true }), { back });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await panelAnimation()).toBe('none');
      expect(await runningAnimations()).toBe(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    // A boat's gallery: another picture chosen with the keyboard appears at once.
    const { products } = (await (await page.request.get('/api/v6/products?page=1&_locale=en')).json()) as {
      products: { path: { localization: string; boatType: string; boatName: string } }[];
    };
    const boat = products[0]!;
    await page.goto(`/boat-rental/${boat.path.localization}/${boat.path.boatType}/${boat.path.boatName}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const thumbs = page.locator('.gallery-thumb');
    if ((await thumbs.count()) > 1) {
      await tabTo(page, thumbs.nth(1));
      await page.keyboard.press('Enter');
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      expect(await runningAnimations()).toBe(0);
    }
  });
});
