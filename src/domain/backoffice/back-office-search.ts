/**
 * The back office's search box (issue [7]): staff type a booking id (or its reference), part of an email address or
 * part of a boat's name. Pure rules shared by the box (what is worth sending) and the server (what it accepts).
 */

/** The longest query, in characters (code points) once trimmed; at least one is needed. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many users and boats are listed (the query is a substring: a short one matches many). */
export const SEARCH_USERS_LIMIT = 10;
export const SEARCH_BOATS_LIMIT = 20;
/** A user's bookings listed under them, the newest first. */
export const SEARCH_USER_BOOKINGS_LIMIT = 10;

const MAX_ID = 2_147_483_647;

export interface BackOfficeQuery {
  /** The query as searched (trimmed). */
  readonly text: string;
  /** The booking id it names: digits, `#123`, or a reference `SW-000123` (any case, with or without the hyphen). */
  readonly bookingId: number | null;
}

/** The query, or undefined when it is empty or longer than SEARCH_QUERY_MAX_LENGTH once trimmed. */
export const parseBackOfficeQuery = (raw: string): BackOfficeQuery | undefined => {
  const text = raw.trim();
  const length = [...text].length;
  if (length === 0 || length > SEARCH_QUERY_MAX_LENGTH) return undefined;
  const match = /^(?:#|sw-?)?0*(\d{1,10})$/i.exec(text);
  const id = match ? Number(match[1]) : NaN;
  return { text, bookingId: Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null };
};

/**
 * A `like`/`ilike` pattern matching the text anywhere: the wildcards `%` and `_` and the escape character `\`
 * (PostgreSQL's default) typed by staff are matched literally.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A booking's reference as tenants and owners read it (`SW-000123`). */
export const bookingReferenceOf = (id: number): string => `SW-${String(id).padStart(6, '0')}`;
