/**
 * `Intl` formatters made once per language and options (issue [8]): making one costs far more than formatting with
 * it (a date pattern's formatter took a quarter of a slow phone's hydration), and pages format the same way hundreds
 * of times (each card's price, each calendar day). Formatters are immutable, so a shared one behaves as a new one.
 */
const made = new Map<string, unknown>();

const once = <T>(kind: string, locales: string | readonly string[], options: object | undefined, make: () => T): T => {
  const key = `${kind}|${String(locales)}|${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
};

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('names', locale, options, () => new Intl.DisplayNames([locale], options));
