import { expect, test, type Page } from './fixtures';

/** The result count in English ("53 boats") once loaded. */
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ boats?$/ });

const firstCardTitles = async (page: Page): Promise<string> =>
  (await page.locator('.results-main article h2').allTextContents()).slice(0, 6).join('|');

test.describe('results map', () => {
  test('desktop: a marker selects its card, and the map moves the search', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/boat-rental/search?address=Marseille');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(countText(page)).toBeVisible();

    // Clusters open until single boats (price markers) show.
    const markers = map.locator('button.map-marker:not(.map-cluster)');
    for (let attempt = 0; attempt < 4 && (await markers.count()) === 0; attempt += 1) {
      await map.locator('button.map-cluster').first().click();
      await page.waitForTimeout(600);
    }
    const marker = markers.first();
    await expect(marker).toHaveAccessibleName(/per day/);
    const id = await marker.getAttribute('data-product-id');
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const card = page.locator('article[aria-current="true"]');
    await expect(card).toHaveCount(1);
    await expect(card.locator(`#product-${id}-title`)).toBeVisible();
    await expect(card).toHaveClass(/is-highlighted/);
    await expect(card).toBeInViewport();

    // Hovering another marker highlights its card too.
    if ((await markers.count()) > 1) {
      const other = markers.nth(1);
      const otherId = await other.getAttribute('data-product-id');
      await other.hover();
      await expect(other).toHaveClass(/is-hovered/);
      await expect(page.locator('article', { has: page.locator(`#product-${otherId}-title`) })).toHaveClass(/is-highlighted/);
    }

    // Search as I move the map: the visible box becomes the area, in the URL, and the results follow.
    const before = await firstCardTitles(page);
    const beforeCount = await countText(page).textContent();
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).check();
    // Closer in: a smaller box, fewer boats than around the whole city.
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(400);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page).toHaveURL(/[?&]bounds=-?\d/);
    await expect
      .poll(async () => `${await countText(page).textContent()}#${await firstCardTitles(page)}`)
      .not.toBe(`${beforeCount}#${before}`);
    const bounds = new URL(page.url()).searchParams.get('bounds')!;
    const [south, west, north, east] = bounds.split(',').map(Number) as [number, number, number, number];
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    expect(south).toBeGreaterThan(42);
    expect(north).toBeLessThan(45);

    // A shared link keeps the view: the same box, the same results (once both zoom steps have landed).
    await expect.poll(async () => {
      const url = page.url();
      await page.waitForTimeout(800);
      return url === page.url() && (await page.locator('.results-grid[aria-busy="false"]').count()) > 0;
    }).toBe(true);
    const shared = page.url();
    const sharedCount = await countText(page).textContent();
    await page.goto(shared);
    await expect(page).toHaveURL(shared);
    await expect(countText(page)).toHaveText(sharedCount!);
  });

  test('phone: the Map toggle shows the map @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'on a wide screen the map is always beside the results');
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(countText(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.locator('button.map-marker').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });
});
