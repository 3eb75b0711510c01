/**
 * `Intl` formatters made once per language and options (issue [8]): making one costs far more than formatting with
 * it (a date pattern's formatter took a quarter of a slow phone's hydration), and pages format the same way hundreds
 * of times (each card's price, each calendar day). Formatters are immutable, so a shared one behaves as a new one.
 */
const made = new Map<string, unknown>();

const once = <T>(key: string, make: () => T): T => {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
};

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once(`t${locale}${JSON.stringify(options)}`, () => new Intl.DisplayNames([locale], options));
