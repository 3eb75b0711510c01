import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { pickDates } from './date-range';
import { texts } from './texts';

/** Issue [10]: the home page, rendered on the server, its sections from GET /home and its search form. */

/** A date `days` from today (UTC), as YYYY-MM-DD: searches must not start in the past. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Home {
  destinations: { name: string; slug: string; boats: number; picture: string | null }[];
  categories: { type: string; count: number }[];
  topRated: unknown[];
  activities: unknown[];
  trust: { boats: number; owners: number; reviews: number; averageRating: number | null };
}

const homeOf = async (request: APIRequestContext, language: string): Promise<Home> =>
  (await (await request.get(`/api/v6/home?_locale=${language}`)).json()) as Home;

/** The result count of the search page in any language: "1,234 boats", "53 bateaux", "Łodzie: 12"… */
const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(?=.*\d)[\d,.\s\u00a0\u202f]*[\p{L} ]+:?[\d,.\s\u00a0\u202f]*$/u });

test.describe('home', () => {
  test('shows popular destinations with their counts, boat types, top-rated boats, activities and figures @mobile', async ({ page, request }) => {
    const home = await homeOf(request, 'en');
    const t = texts('en', 'home');
    const number = (n: number) => new Intl.NumberFormat('en').format(n);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your next day at sea starts here' })).toBeVisible();

    const destinations = page.getByRole('region', { name: t('destinations.title') });
    const destinationLinks = destinations.getByRole('link');
    await expect(destinationLinks).toHaveCount(home.destinations.length);
    for (const [index, destination] of home.destinations.entries()) {
      const link = destinationLinks.nth(index);
      await expect(link).toContainText(destination.name);
      await expect(link).toContainText(`${number(destination.boats)} boats`);
      await expect(link).toHaveAttribute('href', `/boat-rental/${destination.slug}`);
    }
    // Pictures keep their box (width and height) and load once scrolled to.
    const picture = destinations.locator('img').first();
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(picture).toHaveAttribute('height', /\d+/);
    await expect(picture).toHaveAttribute('loading', 'lazy');

    const categories = page.getByRole('region', { name: t('categories.title') }).getByRole('link');
    await expect(categories).toHaveCount(home.categories.length);
    const first = home.categories[0]!;
    await expect(categories.first()).toContainText(`${number(first.count)} boats`);
    await expect(categories.first()).toHaveAttribute('href', `/boat-rental/search?types=${first.type.replace(/ /g, '+')}`);

    await expect(page.getByRole('region', { name: t('topRated.title') }).locator('.result-card')).toHaveCount(home.topRated.length);
    await expect(page.getByRole('region', { name: t('activities.title') }).locator('.result-card')).toHaveCount(home.activities.length);

    const figures = page.getByRole('region', { name: t('trust.title') });
    await expect(figures).toContainText(number(home.trust.boats));
    await expect(figures).toContainText(number(home.trust.owners));
    await expect(figures).toContainText(number(home.trust.reviews));

    // A destination leads to its landing page.
    await destinationLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/boat-rental/${home.destinations[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('comes whole from the server, and the browser takes it over without asking for it again @mobile', async ({ page, request }) => {
    const home = await homeOf(request, 'en');
    const html = await (await request.get('/')).text();
    expect((html.match(/class="destination-card"/g) ?? []).length).toBe(home.destinations.length);
    expect(html).toContain(home.destinations[0]!.name);
    expect((html.match(/class="result-card"/g) ?? []).length).toBe(home.topRated.length + home.activities.length);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v6/home') calls.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('.destination-card')).toHaveCount(home.destinations.length);
    expect(calls).toEqual([]);
  });

  test('a search from the home form lands on the search page with its place, dates and people @mobile', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: texts('en', 'home')('form.label') });
    const place = form.getByRole('combobox', { name: 'Destination' });
    await place.fill('Cann');
    await expect(page.getByRole('option', { name: /Cannes/ }).first()).toBeVisible();
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect(place).toHaveValue('Cannes');
    await pickDates(page, form, inDays(30), inDays(33));
    await form.getByLabel('People').fill('4');
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/boat-rental\/search\?address=Cannes&numberOfPeople=4&latitude=[\d.]+&longitude=[\d.]+&startDate=/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('startDate')).toBe(inDays(30));
    expect(query.get('endDate')).toBe(inDays(33));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cannes');
    await expect(resultCount(page)).toBeVisible();
    expect(Number((await resultCount(page).textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  });

  test('the French home reads in French and searches activities', async ({ page, request }) => {
    const home = await homeOf(request, 'fr');
    const t = texts('fr', 'home');
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre prochaine journée en mer commence ici' })).toBeVisible();
    const destinations = page.getByRole('region', { name: 'Destinations populaires' });
    await expect(destinations.getByRole('link').first()).toContainText(home.destinations[0]!.name);
    await expect(destinations.getByRole('link').first()).toContainText('bateaux');
    await expect(destinations.getByRole('link').first()).toHaveAttribute('href', `/fr/location-bateau/${home.destinations[0]!.slug}`);
    await expect(page.getByRole('region', { name: t('categories.title') }).getByRole('link', { name: /Voilier/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Seaway en chiffres' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Louer un bateau en trois étapes' })).toBeVisible();

    const form = page.getByRole('search', { name: t('form.label') });
    await form.getByRole('radio', { name: 'Activités' }).check();
    await form.getByRole('combobox').fill('Split');
    await form.getByRole('combobox').press('Escape');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/[^/]+\/recherche\?address=Split$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
