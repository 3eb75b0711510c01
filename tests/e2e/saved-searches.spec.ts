import { expect, test, type Page } from './fixtures';
import { signInThroughFunnel } from './funnel';
import { texts } from './texts';

/**
 * "Save this search" end to end: a visitor saves a search (the sign-in funnel first, then saved), finds it in the
 * account's saved searches, follows it back to the same search (shown saved), and deletes it.
 */
const s = texts('en', 'search');
const a = texts('en', 'account');

/** A date `days` from today (UTC), as YYYY-MM-DD: searches must not start in the past. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const saveButton = (page: Page) => page.getByRole('button', { name: s('saveSearch.save'), exact: true });

test.describe('saved searches', () => {
  test('save a search, find it in the account, follow it back, delete it @mobile', async ({ page }) => {
    // A search of its own (dates a random week ahead), so that runs never meet each other's saved searches.
    const start = 40 + Math.floor(Math.random() * 200);
    const query = `address=Marseille&numberOfPeople=3&startDate=${inDays(start)}&endDate=${inDays(start + 7)}`;
    await page.goto(`/boat-rental/search?${query}&page=1`);
    await expect(page.getByRole('status').filter({ hasText: /\d+ boats?$/ })).toBeVisible();

    // A visitor: saving asks to sign in first, then saves.
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    // By keyboard: the button is a real button.
    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await signInThroughFunnel(page, 'en');
    await expect(page.getByRole('status').filter({ hasText: s('saveSearch.saved') })).toBeVisible({ timeout: 15_000 });
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    // The account lists it: the place, the dates and the people, linking back to the search.
    await page.getByRole('link', { name: s('saveSearch.open') }).click();
    await expect(page).toHaveURL(/\/account\/saved-searches$/);
    await expect(page.getByRole('heading', { level: 1, name: a('titles.savedSearches') })).toBeVisible();
    const list = page.getByRole('list', { name: a('titles.savedSearches') });
    // This run's row (another run, on another viewport, may have saved its own Marseille search meanwhile).
    const ours = () => page.getByRole('list', { name: a('titles.savedSearches') }).getByRole('listitem').filter({ has: page.locator(`a[href$="${query}"]`) });
    const row = ours();
    await expect(list).toBeVisible();
    await expect(row).toContainText('Marseille');
    await expect(row).toContainText(a('savedSearches.people_other', { count: 3 }));
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: a('nav.label') }).getByRole('link', { name: a('nav.savedSearches') })).toHaveAttribute('aria-current', 'page');

    // Back to the very search, shown as saved.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/boat-rental/search\\?${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('search').getByRole('combobox').first()).toHaveValue(/Marseille/);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

    // Deleted from the account: gone, also after a reload.
    await page.goto('/account/saved-searches');
    const again = ours();
    await expect(again).toHaveCount(1);
    await again.getByRole('button', { name: new RegExp(`^${a('savedSearches.deleteLabel', { search: '' })}`) }).click();
    await expect(again).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: a('titles.savedSearches') })).toBeVisible();
    await expect(ours()).toHaveCount(0);
  });
});
