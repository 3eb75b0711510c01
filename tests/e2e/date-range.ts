import { expect, type Locator, type Page } from './fixtures';

/** A day of the open date range picker (react-day-picker's cell for YYYY-MM-DD), shown by going month by month. */
export const dayOf = async (dialog: Locator, date: string): Promise<Locator> => {
  const day = dialog.locator(`[data-day="${date}"]:not([data-outside]) button`);
  for (let i = 0; i < 24 && (await day.count()) === 0; i += 1) {
    await dialog.locator('.rdp-button_next').click();
  }
  return day.first();
};

/** The picker's dialog (a popover on a computer, full screen on a phone), once opened. */
export const openDateRange = async (page: Page, scope: Locator | Page, title: string): Promise<Locator> => {
  await scope.locator('.date-range-trigger').first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('.rdp-root')).toBeVisible();
  return dialog;
};

/** Chooses the departure and return days (YYYY-MM-DD) in the range picker found in `scope`; it closes by itself. */
export const pickDates = async (page: Page, scope: Locator | Page, start: string, end: string, title = 'Choose your dates'): Promise<void> => {
  const dialog = await openDateRange(page, scope, title);
  await (await dayOf(dialog, start)).click();
  await (await dayOf(dialog, end)).click();
  await expect(dialog).toBeHidden();
};

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** In the open picker, walks the focus to the day by keyboard (arrows, Page Down) and presses Enter on it. */
export const keyboardPickDay = async (page: Page, date: string): Promise<void> => {
  const focusedDay = () => page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null);
  for (let press = 0; press < 200; press++) {
    const focused = await focusedDay();
    if (focused === null) throw new Error('No day of the calendar has the focus');
    const diff = dayNumber(date) - dayNumber(focused);
    if (diff === 0) break;
    await page.keyboard.press(diff >= 31 ? 'PageDown' : diff >= 7 ? 'ArrowDown' : diff > 0 ? 'ArrowRight' : diff <= -7 ? 'ArrowUp' : 'ArrowLeft');
  }
  expect(await focusedDay()).toBe(date);
  await page.keyboard.press('Enter');
};

/** The date as the picker's trigger writes it in English (Intl's "en": month/day/year). */
export const englishDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
