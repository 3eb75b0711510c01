/**
 * Text made by `Intl` with the same spaces whatever the engine (issue [8]): a page rendered on the server (Node's ICU)
 * and hydrated in the browser (another ICU) must read the same, yet ICU versions differ in their spaces — a thin
 * space around a range's dash, a narrow no-break space as a French thousands separator. Thin and hair spaces become
 * plain spaces, narrow no-break spaces no-break spaces; nothing else changes.
 */
export const sameSpaces = (text: string): string => text.replace(/[\u2009\u200A]/g, ' ').replace(/\u202F/g, '\u00A0');
