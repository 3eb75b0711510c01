import { expect, test, type APIRequestContext } from './fixtures';
import { dayOf, openDateRange, pickDates } from './date-range';
import { texts } from './texts';
import { dayPriceOf, type DayPriceInputs } from '../../src/domain/product/day-prices';

/** Issue [10]: one accessible range picker, in the page's language, refusing the product's booked days. */

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Range {
  startDate: string;
  endDate: string;
}
interface BookedProduct {
  path: string;
  booked: Range;
  prices: DayPriceInputs;
}

/** A boat whose calendar has booked days with a free day before and after them, from tomorrow on. */
const productWithBookedDays = async (request: APIRequestContext): Promise<BookedProduct> => {
  const list = (await (await request.get('/api/v6/products?address=Marseille')).json()) as {
    products: { id: number; path: { localization: string; boatType: string; boatName: string } }[];
  };
  const today = inDays(0);
  const taken = (day: string, ranges: Range[]) => ranges.some((r) => r.startDate <= day && day <= r.endDate);
  for (const product of list.products) {
    const detail = (await (await request.get(`/api/v6/products/${product.id}`)).json()) as {
      unavailabilities: Range[];
      pricePerDay: number;
      discountPercentage: number;
      seasonalPrices?: Array<Range & { pricePerDay: number }>;
    };
    const ranges = detail.unavailabilities;
    const booked = ranges.find(
      (r) => r.startDate > shift(today, 1) && !taken(shift(r.startDate, -1), ranges) && !taken(shift(r.endDate, 1), ranges) && r.endDate < inDays(300),
    );
    if (booked) {
      const { localization, boatType, boatName } = product.path;
      const prices = { pricePerDay: detail.pricePerDay, discountPercentage: detail.discountPercentage, seasonalPrices: detail.seasonalPrices ?? [] };
      return { path: `/boat-rental/${localization}/${boatType}/${boatName}`, booked, prices };
    }
  }
  throw new Error('No boat with booked days around Marseille');
};

test.describe('date range picker', () => {
  test('a search from the French home page with the range picker: French month names, jj/mm/aaaa, dates in the URL @mobile', async ({ page }) => {
    const s = texts('fr', 'search');
    const h = texts('fr', 'home');
    await page.goto('/fr');
    const form = page.getByRole('search', { name: h('form.label') });
    const trigger = form.getByRole('button', { name: new RegExp(`^${s('dateRange.label')}`) });
    await expect(trigger).toHaveText(/jj\/mm\/aaaa – jj\/mm\/aaaa/);

    const dialog = await openDateRange(page, form, s('dateRange.title'));
    const monthName = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(new Date());
    await expect(dialog.getByRole('grid').first()).toHaveAccessibleName(new RegExp(monthName, 'i'));
    // French weeks start on Monday: "lundi" heads the first column.
    await expect(dialog.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', /lundi/i);
    await expect(dialog.getByRole('status').filter({ hasText: s('dateRange.pickStart') })).toBeVisible();

    const start = inDays(30);
    const end = inDays(33);
    await (await dayOf(dialog, start)).click();
    await (await dayOf(dialog, end)).click();
    await expect(dialog).toBeHidden();
    const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    await expect(trigger).toHaveText(new RegExp(`${french(start)} – ${french(end)}`));
    await expect(trigger).toBeFocused();

    await form.getByRole('button', { name: s('form.search'), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/location-bateau\/recherche\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('startDate')).toBe(start);
    expect(query.get('endDate')).toBe(end);
  });

  test('on a product, a booked day cannot be chosen and a range across booked days is refused @mobile', async ({ page, request }) => {
    const { path, booked, prices } = await productWithBookedDays(request);
    const s = texts('en', 'search');
    const p = texts('en', 'product');
    await page.goto(path);
    const booking = page.getByRole('complementary', { name: p('booking.title') });
    const dialog = await openDateRange(page, booking, s('dateRange.title'));
    await expect(await dayOf(dialog, booked.startDate)).toBeDisabled();
    await expect(dialog.getByText(s('dateRange.booked'), { exact: true })).toBeVisible();

    // Each free day shows its price (the page's currency, whole units) and says it after the date; a booked day none.
    const free = shift(booked.endDate, 1);
    const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(dayPriceOf(prices, free) / 100);
    const freeDay = await dayOf(dialog, free);
    await expect(dialog.locator(`[data-day="${free}"]:not([data-outside])`).getByText(price, { exact: true })).toBeVisible();
    await expect(freeDay).toHaveAccessibleName(new RegExp(`^\\w+day, .*\\b${Number(free.slice(8, 10))}\\b.*${free.slice(0, 4)}, ${s('dateRange.pricePerDay', { price }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(dialog.locator(`[data-day="${booked.startDate}"]:not([data-outside]) .date-range-day-price`)).toHaveCount(0);

    // Free the day before, free the day after: the booked days between them refuse the range.
    await (await dayOf(dialog, shift(booked.startDate, -1))).click();
    await (await dayOf(dialog, shift(booked.endDate, 1))).click();
    await expect(dialog.getByRole('alert')).toHaveText(s('dateRange.crossesUnavailable'));
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/startDate=/);

    // Cleared, a range after the booked days is taken.
    await dialog.getByRole('button', { name: s('dateRange.clear') }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await (await dayOf(dialog, shift(booked.endDate, 1))).click();
    await (await dayOf(dialog, shift(booked.endDate, 1))).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`startDate=${shift(booked.endDate, 1)}&endDate=${shift(booked.endDate, 1)}`));
  });

  test('on a phone the picker opens full screen @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones only');
    const s = texts('en', 'search');
    await page.goto('/');
    const dialog = await openDateRange(page, page.getByRole('search').first(), s('dateRange.title'));
    const viewport = page.viewportSize();
    // The dialog loads on open and grows in: measured once it has settled.
    await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 1);
    await expect.poll(async () => (await dialog.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await dialog.getByRole('button', { name: s('dateRange.done') }).click();
    await expect(dialog).toBeHidden();
  });

  test('the search page keeps its dates through the picker', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    const form = page.getByRole('search');
    await pickDates(page, form, inDays(50), inDays(52));
    await expect(page).toHaveURL(new RegExp(`startDate=${inDays(50)}&endDate=${inDays(52)}`));
  });
});
