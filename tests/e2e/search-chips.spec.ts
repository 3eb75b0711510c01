import { expect, test, type Locator, type Page } from './fixtures';

/** A date `days` from today (UTC), as YYYY-MM-DD: searches must not start in the past. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The result count in any language once loaded ("53 boats", "7 bateaux"): not "Loading results…". */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /\d/ });
const numberIn = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));
/** The count shown now, 0 while loading (read at once, so that expect.poll can wait for a new one). */
const countOf = async (page: Page): Promise<number> => numberIn(await page.locator('.results-count').textContent());

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a chip shows (the words that complete its name are visually hidden, and the × is decoration). */
const shownOn = (chip: Locator) => chip.locator('.chip-label');

const query = (page: Page) => new URL(page.url()).searchParams;

test.describe('search: applied filters as chips (issue [10])', () => {
  test('two filters show as chips; removing one updates the URL, the results and the count @mobile', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille&priceTo=300&types=Sailboat');
    const chips = page.getByRole('group', { name: 'Applied filters' });
    const sailboat = chips.getByRole('button', { name: 'Remove filter: Sailboat', exact: true });
    const price = chips.getByRole('button', { name: 'Remove filter: Up to €300 per day', exact: true });
    await expect(shownOn(sailboat)).toHaveText('Sailboat');
    await expect(shownOn(price)).toHaveText('Up to €300 per day');
    // Label in name (WCAG 2.5.3): each chip's accessible name holds the text it shows.
    for (const chip of await chips.getByRole('listitem').getByRole('button').all()) {
      const shown = await shownOn(chip).innerText();
      await expect(chip).toHaveAccessibleName(new RegExp(`^Remove filter: ${escapeRegExp(shown)}$`));
    }
    await expect(resultCount(page)).toBeVisible();
    const withBoth = await countOf(page);

    await sailboat.click();
    await expect(page).not.toHaveURL(/types=/);
    expect(query(page).get('priceTo')).toBe('300');
    await expect(sailboat).toHaveCount(0);
    // The focus stays in the row, on the chip that took the removed one's place.
    await expect(price).toBeFocused();
    await expect.poll(() => countOf(page)).toBeGreaterThan(withBoth);
    await expect(page.locator('.result-card')).not.toHaveCount(0);

    // Back restores the chip and its results.
    await page.goBack();
    await expect(sailboat).toBeVisible();
    await expect.poll(() => countOf(page)).toBe(withBoth);
  });

  test('clear all removes the filters but keeps the place, the dates and the people @mobile', async ({ page }) => {
    const dates = `startDate=${inDays(30)}&endDate=${inDays(33)}`;
    await page.goto(`/boat-rental/search?address=Marseille&numberOfPeople=2&priceTo=300&types=Sailboat&${dates}`);
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter: 2 people' })).toBeVisible();
    await expect(chips.getByRole('listitem')).toHaveCount(4);
    await expect(resultCount(page)).toBeVisible();
    const filtered = await countOf(page);

    await chips.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/boat-rental/search\\?address=Marseille&numberOfPeople=2&${dates}$`));
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expect(chips.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More filters' })).toBeFocused();
    await expect.poll(() => countOf(page)).toBeGreaterThan(filtered);
  });

  test('the chips in French', async ({ page }) => {
    await page.goto('/fr/location-bateau/recherche?address=Marseille&priceTo=300&types=Sailboat');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const chips = page.getByRole('group', { name: 'Filtres appliqués' });
    const sailboat = chips.getByRole('button', { name: /^Retirer le filtre\s:\sVoilier$/ });
    await expect(shownOn(sailboat)).toHaveText('Voilier');
    await expect(chips.getByRole('button', { name: /^Retirer le filtre\s:\sJusqu’à 300\s€ par jour$/ })).toBeVisible();
    await expect(resultCount(page)).toHaveText(/bateaux?$/);
    await sailboat.click();
    await expect(page).toHaveURL(/\/fr\/location-bateau\/recherche\?address=Marseille&priceTo=300$/);
    await chips.getByRole('button', { name: 'Effacer tous les filtres' }).click();
    await expect(page).toHaveURL(/\/fr\/location-bateau\/recherche\?address=Marseille$/);
  });

  test('the filters dialog’s apply button counts the boats while filters change @mobile', async ({ page }) => {
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(resultCount(page)).toBeVisible();
    const total = await countOf(page);
    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    const apply = panel.getByRole('button', { name: /^Show \d+ boats?$/ });
    const shown = async () => numberIn(await apply.textContent());
    await expect(apply).toBeVisible();
    expect(await shown()).toBe(total);

    await panel.getByLabel('Catamaran').check();
    await expect.poll(shown).toBeLessThan(total);
    const catamarans = await shown();
    // Said aloud too: the dialog's own live region follows the count.
    await expect(panel.locator('[aria-live="polite"]')).toHaveText(new RegExp(`^${catamarans} boats?$`));
    await panel.getByLabel('Sailboat').check();
    await expect.poll(shown).toBeGreaterThan(catamarans);
    const both = await shown();
    expect(both).toBeLessThan(total);
    await expect(page).not.toHaveURL(/types=/);

    await apply.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/types=Catamaran;Sailboat/);
    await expect.poll(() => countOf(page)).toBe(both);
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter: Catamaran' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter: Sailboat' })).toBeVisible();
  });
});
