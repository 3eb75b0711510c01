import { expect, test, type BrowserContext, type Page } from './fixtures';
import { englishDate, pickDates } from './date-range';

/** A date `days` from today (UTC), as YYYY-MM-DD: searches must not start in the past. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pinVariation = async (context: BrowserContext, baseURL: string | undefined, variation: string) => {
  await context.addCookies([{ name: 'ab_multiverse', value: variation, url: baseURL ?? 'http://localhost' }]);
};

/** The results count ("53 boats") once loaded. */
/** The result count in any language: "1,234 boats", "53 bateaux", "Łodzie: 12"… */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^(?=.*\d)[\d,.\s\u00a0\u202f]*[\p{L} ]+:?[\d,.\s\u00a0\u202f]*$/u });

const countOf = async (page: Page): Promise<number> => Number((await resultCount(page).textContent())?.replace(/\D/g, ''));

const query = (page: Page) => new URL(page.url()).searchParams;

test.describe('search', () => {
  test('a search in English from a landing page @mobile', async ({ page, context, baseURL }) => {
    await pinVariation(context, baseURL, 'A');
    await page.goto('/boat-rental/marseille');
    await expect(page.getByRole('heading', { level: 1, name: 'Boat rental in Marseille' })).toBeVisible();
    await expect(page).toHaveTitle(/Boat rental in Marseille/);
    const form = page.getByRole('search');
    await expect(form.getByRole('combobox', { name: 'Destination' })).toHaveValue('Marseille');
    await pickDates(page, form, inDays(30), inDays(33));
    await form.getByLabel('People').fill('4');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/boat-rental\/search\?address=Marseille&numberOfPeople=4/);
    expect(query(page).get('startDate')).toBe(inDays(30));
    await expect(page.getByRole('heading', { level: 1, name: 'Boat rental in Marseille' })).toBeVisible();
    await expect(resultCount(page)).toBeVisible();
    expect(await countOf(page)).toBeGreaterThan(0);
  });

  test('a search in French from a landing page', async ({ page, context, baseURL }) => {
    await pinVariation(context, baseURL, 'B');
    await page.goto('/fr/location-bateau/marseille');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Location de bateau à Marseille' })).toBeVisible();
    const form = page.getByRole('search');
    const place = form.getByRole('combobox');
    await place.fill('Cann');
    const option = page.getByRole('option', { name: /Cannes/ }).first();
    await expect(option).toBeVisible();
    await place.press('ArrowDown');
    await expect(place).toHaveAttribute('aria-activedescendant', /option-0/);
    await place.press('Enter');
    await expect(place).toHaveValue('Cannes');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/location-bateau\/recherche\?address=Cannes&/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cannes');
    await expect(resultCount(page)).toBeVisible();
  });

  test('five filters change the URL and the results', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    const initial = await countOf(page);

    await page.getByLabel('People').fill('8');
    await expect(page).toHaveURL(/numberOfPeople=8/);
    await expect(resultCount(page)).toBeVisible();
    const withPeople = await countOf(page);
    expect(withPeople).toBeLessThan(initial);

    await page.getByLabel('Sort by').selectOption('price');
    await expect(page).toHaveURL(/sort=price&sortOrder=ASC/);
    await expect(resultCount(page)).toBeVisible();
    expect(await countOf(page)).toBe(withPeople);

    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByLabel('Catamaran').check();
    await panel.getByLabel('Minimum length (m)').fill('10');
    await panel.getByLabel('Instant booking').check();
    await panel.getByRole('button', { name: /^Show/ }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/lengthFrom=10/);
    expect(query(page).get('types')).toBe('Catamaran');
    expect(query(page).get('instantBooking')).toBe('1');
    expect(query(page).get('numberOfPeople')).toBe('8');
    await expect(resultCount(page)).toBeVisible();
    expect(await countOf(page)).toBeLessThan(withPeople);
    for (const tag of await page.locator('.result-card .type-tag').allTextContents()) expect(tag).toBe('Catamaran');
    await expect(page.getByRole('button', { name: 'More filters (3)' })).toBeVisible();
  });

  test('paging shows another page and marks the current one', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage1 = await page.locator('.result-card .card-title').first().textContent();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(resultCount(page)).toBeVisible();
    expect(await page.locator('.result-card .card-title').first().textContent()).not.toBe(firstOnPage1);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('back and forward restore the search', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    await page.getByLabel('People').fill('6');
    await expect(page).toHaveURL(/numberOfPeople=6/);
    await page.getByLabel('Sort by').selectOption('reviewsAvg');
    await expect(page).toHaveURL(/sort=reviewsAvg/);
    await expect(resultCount(page)).toBeVisible();
    const sortedCount = await countOf(page);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('default');
    await expect(page.getByLabel('People')).toHaveValue('6');
    await page.goBack();
    await expect(page).not.toHaveURL(/numberOfPeople/);
    await expect(page.getByLabel('People')).toHaveValue('');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/numberOfPeople=6&sort=reviewsAvg/);
    await expect(page.getByLabel('Sort by')).toHaveValue('reviewsAvg');
    await expect(resultCount(page)).toBeVisible();
    expect(await countOf(page)).toBe(sortedCount);
  });

  test('opening a product shows its page with a quote for the dates @mobile', async ({ page }) => {
    const start = inDays(40);
    const end = inDays(43);
    await page.goto(`/boat-rental/search?address=Marseille&startDate=${start}&endDate=${end}`);
    await expect(resultCount(page)).toBeVisible();
    const first = page.locator('.result-card .card-title a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/boat-rental/[^/]+/[^/]+/[^/?]+-\\d+\\?startDate=${start}&endDate=${end}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    // Three months, day by day: today's month first, today itself free or booked, never past.
    const months = page.locator('table.calendar-month');
    await expect(months).toHaveCount(3);
    const today = new Date().toISOString().slice(0, 10);
    const todayCell = page.locator('td.calendar-day').filter({ hasText: new RegExp(`^${Number(today.slice(8))}$`) }).first();
    await expect(todayCell).toHaveAttribute('aria-label', /: (Free|Booked)$/);
    // Rental days count both ends (the server's quote).
    await expect(page.getByText('Total for 4 days')).toBeVisible();
    const booking = page.locator('.booking-box');
    await expect(booking.locator('.date-range-trigger')).toContainText(`${englishDate(start)} – ${englishDate(end)}`);
    await pickDates(page, booking, start, inDays(45));
    await expect(page.getByText('Total for 6 days')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`endDate=${inDays(45)}$`));
    await expect(page.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  test('a shared URL with out-of-bounds values is normalised (spec section 5)', async ({ page }) => {
    await page.goto('/boat-rental/search?numberOfPeople=99&lengthFrom=10&lengthTo=5&types=Yacht&page=0&sort=cheapest&equipments=29;9999');
    await expect(page).toHaveURL(/\/boat-rental\/search\?lengthTo=5&types=Motor\+Yacht;Sail\+Yacht&equipments=29$/);
    await expect(page.getByLabel('People')).toHaveValue('');
    await expect(page.getByLabel('Sort by')).toHaveValue('default');
    await page.getByRole('button', { name: 'More filters (3)' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel.getByLabel('Motor Yacht')).toBeChecked();
    await expect(panel.getByLabel('Sail Yacht')).toBeChecked();
    await expect(panel.getByLabel('GPS')).toBeChecked();
    await expect(panel.getByLabel('Maximum length (m)')).toHaveValue('5');
    await expect(panel.getByLabel('Minimum length (m)')).toHaveValue('');
  });

  test('flexible dates appear only in variation B, with a start date, no half day and under 17 days', async ({ page, context, baseURL }) => {
    const dates = `startDate=${inDays(30)}&endDate=${inDays(33)}`;
    await pinVariation(context, baseURL, 'B');
    await page.goto(`/boat-rental/search?address=Marseille&${dates}`);
    const strip = page.getByRole('region', { name: 'Flexible dates' });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('button')).toHaveCount(7);
    await expect(strip.getByRole('button', { pressed: true })).toHaveCount(1);
    await strip.getByRole('button').last().click();
    expect(query(page).get('startDate')).toBe(inDays(33));

    for (const search of [`${dates}&halfDayPeriod=morning`, `startDate=${inDays(30)}&endDate=${inDays(50)}`, 'address=Marseille']) {
      await page.goto(`/boat-rental/search?${search}`);
      await expect(resultCount(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Flexible dates' })).toHaveCount(0);
    }

    await pinVariation(context, baseURL, 'A');
    await page.goto(`/boat-rental/search?address=Marseille&${dates}`);
    await expect(resultCount(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Flexible dates' })).toHaveCount(0);
  });

  test('flexible dates show 3 periods on a phone @mobile', async ({ page, context, baseURL, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await pinVariation(context, baseURL, 'B');
    await page.goto(`/boat-rental/search?address=Marseille&startDate=${inDays(30)}&endDate=${inDays(33)}`);
    await expect(page.getByRole('region', { name: 'Flexible dates' }).getByRole('button')).toHaveCount(3);
  });

  test('a favourite click when signed out asks for sign-in @mobile', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    const heart = page.getByRole('button', { name: /^Favourite: / }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    // The sign-in funnel loads its own chunk: allow for a busy machine.
    await expect(page.getByRole('heading', { name: /^Sign in/ })).toBeVisible({ timeout: 20_000 });
  });

  test('the filters panel on a phone: full screen, applies and resets @mobile', async ({ page, isMobile }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    if (isMobile) {
      const box = await panel.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(page.viewportSize()?.width);
    }
    await panel.getByLabel('Super owners only').check();
    await panel.getByLabel('Morning').check();
    await panel.getByRole('button', { name: /^Show/ }).click();
    await expect(page).toHaveURL(/superOwner=1/);
    await expect(page).toHaveURL(/halfDayPeriod=morning/);
    await page.getByRole('button', { name: 'More filters (2)' }).click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await panel.getByRole('button', { name: /^Show/ }).click();
    await expect(page).toHaveURL(/\/boat-rental\/search\?address=Marseille$/);
  });

  test('an empty search offers to reset the filters; recent searches replay a search', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille&types=Houseboat;Gulet&lengthTo=2');
    await expect(page.getByRole('heading', { name: 'Nothing matches your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/boat-rental\/search\?address=Marseille$/);
    await expect(resultCount(page)).toBeVisible();
    await page.goto('/boat-rental/search');
    const recent = page.getByRole('navigation', { name: 'Your recent searches' });
    await recent.getByRole('link', { name: 'Marseille' }).click();
    await expect(page).toHaveURL(/address=Marseille/);
  });

  test('activities are searched on the activity page', async ({ page }) => {
    await page.goto('/experiences/search?address=Marseille');
    await expect(page.getByRole('heading', { level: 1, name: 'Boat activities in Marseille' })).toBeVisible();
    await expect(resultCount(page)).toHaveText(/activit/);
    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByLabel('Evening').check();
    await panel.getByRole('button', { name: /^Show/ }).click();
    await expect(page).toHaveURL(/timesOfTheDay=evening/);
  });

  test('landing variants and a landing that fails', async ({ page, context, baseURL }) => {
    await pinVariation(context, baseURL, 'C');
    await page.goto('/boat-rental/marseille');
    await expect(page.getByRole('img', { name: 'Where the boats are' })).toBeVisible();
    await pinVariation(context, baseURL, 'A');
    await page.goto('/boat-rental/marseille');
    await expect(page.getByRole('heading', { level: 1, name: 'Boat rental in Marseille' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Where the boats are' })).toHaveCount(0);
    await page.goto('/boat-rental/atlantis-under-the-sea');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/boat-rental\/atlantis-under-the-sea$/);
  });
});
