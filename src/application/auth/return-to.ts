/**
 * The `returnTo` query parameter of the login page, kept only when it is a path of this site ("/fr/…"): never
 * another origin ("//evil.example", "https://…", "/\\evil"), never a control character. Undefined otherwise.
 */
export const safeReturnTo = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers ignore tabs and newlines in URLs ("/\t/evil.example" is "//evil.example"), and backslashes act as slashes.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return undefined;
  return value;
};

/** The returnTo parameter of a query string ("?returnTo=%2Ffr%2F…"). */
export const returnToFromSearch = (search: string): string | undefined =>
  safeReturnTo(new URLSearchParams(search).get('returnTo'));
