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

/**
 * Texts formatted for a page, by formatter and value (issue [8]). The browser's first `Intl` formatter sets up ICU's
 * data: 40–80 ms in one piece on a fast machine, four times that on a phone, whatever the formatter. The server
 * records what it formatted while rendering a page and the page carries it: the browser hydrates from these texts and
 * sets ICU up only when it formats a value the page did not show.
 */
export type FormattedTexts = Record<string, string>;

let recording: () => FormattedTexts | undefined = () => undefined;
let known: FormattedTexts = {};

/** On the server: the table of the render under way (the request's own, from its async context), if any. */
export const recordFormattedTexts = (current: () => FormattedTexts | undefined): void => {
  recording = current;
};

/** In the browser: the texts the server rendered this page with. */
export const adoptFormattedTexts = (texts: FormattedTexts): void => {
  known = texts;
};

// Keys hold a '|', so none is an Object.prototype member; a table is outside input, so only its strings count.
const text = (key: string, format: () => string): string => {
  const table = recording();
  if (table) return (table[key] = format());
  const recorded = known[key];
  return typeof recorded === 'string' ? recorded : format();
};

/** The parts of `Intl.NumberFormat` the app uses. */
export interface NumberFormat {
  format(value: number): string;
}

/** The parts of `Intl.DateTimeFormat` the app uses (a date is required: "now" is not a value a page can carry). */
export interface DateTimeFormat {
  format(date: Date): string;
  formatRange(start: Date, end: Date): string;
}

export interface DisplayNames {
  of(code: string): string | undefined;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): NumberFormat => {
  const key = `n${locale}${JSON.stringify(options)}|`;
  return { format: (value) => text(key + value, () => once(key, () => new Intl.NumberFormat(locale, options)).format(value)) };
};

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): DateTimeFormat => {
  const key = `d${locale}${JSON.stringify(options)}|`;
  const intl = () => once(key, () => new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => text(key + +date, () => intl().format(date)),
    formatRange: (start, end) => text(`${key}${+start}-${+end}`, () => intl().formatRange(start, end)),
  };
};

/** Names of languages, regions…: a code Intl has no name for has none (undefined); a malformed code throws, as in Intl. */
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): DisplayNames => {
  const key = `t${locale}${JSON.stringify(options)}|`;
  // '' in a table: no name.
  return { of: (code) => text(key + code, () => once(key, () => new Intl.DisplayNames([locale], options)).of(code) ?? '') || undefined };
};
