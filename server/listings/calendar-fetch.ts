import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { CalendarImportError } from '../../src/contract/listing-calendar';

/**
 * Fetches another site's calendar for an import, on behalf of an owner who typed its URL: a request the server makes
 * to an address chosen by a user, so it is guarded against server-side request forgery. Only https (webcal:// is
 * read as https://, as calendar apps do), no credentials in the URL, and every address the name resolves to must be
 * public (checked when connecting, so a name cannot resolve to a public address first and a private one next);
 * redirects are followed at most 3 times, each checked again; 5 seconds in all, 1 MB at most.
 * `allowPrivateAddresses` (tests only) also allows plain http to this machine, for a local test server.
 */

export interface CalendarFetchOptions {
  readonly allowPrivateAddresses: boolean;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

export type CalendarFetchError = Extract<CalendarImportError, 'ical_url_invalid' | 'ical_address_refused' | 'ical_unreachable' | 'ical_timeout' | 'ical_too_large' | 'ical_http_error'>;
export type CalendarFetchResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: CalendarFetchError };

export const CALENDAR_FETCH_TIMEOUT_MS = 5_000;
export const CALENDAR_FETCH_MAX_BYTES = 1024 * 1024;
const MAX_URL_LENGTH = 2_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Addresses that are not on the public Internet: this machine, private networks, link-local, reserved ranges. */
const NON_PUBLIC = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
    ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
    ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  // An IPv4-mapped address (::ffff:a.b.c.d) is checked against the IPv4 rules by BlockList itself; NAT64 and 6to4
  // addresses embed an IPv4 address too: refused outright rather than decoded.
  for (const [network, prefix] of [
    ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
    ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** True for an IP address on the public Internet. */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The URL to fetch, or null when it may not be fetched (scheme, credentials, length). */
export const calendarUrlOf = (raw: string, allowPrivateAddresses: boolean): URL | null => {
  const text = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  if (text.length === 0 || text.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && allowPrivateAddresses && LOCAL_HOSTS.has(url.hostname) ? url : null;
};

class AddressRefused extends Error {
  readonly code = 'EADDRREFUSED';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** DNS resolution that refuses a name with any non-public address (used by the socket itself when connecting). */
const guardedLookup =
  (allowPrivate: boolean) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, ...(options.family ? { family: options.family } : {}) }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) return callback(new AddressRefused(`${hostname} is not a public address`), '');
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };

interface Hop {
  readonly kind: 'body' | 'redirect';
  readonly text?: string;
  readonly location?: string;
}

const fetchOnce = (url: URL, options: Required<CalendarFetchOptions>, signal: AbortSignal): Promise<Hop> =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options.allowPrivateAddresses) as unknown as typeof dnsLookup,
        headers: { Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'User-Agent': 'Seaway calendar import (+https://seaway.example)' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: 'redirect', location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(Object.assign(new Error(`HTTP ${status}`), { code: 'EHTTPSTATUS' }));
        }
        const declared = Number(response.headers['content-length'] ?? '0');
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(Object.assign(new Error('too large'), { code: 'ETOOLARGE' }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy(Object.assign(new Error('too large'), { code: 'ETOOLARGE' }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => resolve({ kind: 'body', text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end();
  });

const errorOf = (error: unknown, timedOut: boolean): CalendarFetchError => {
  if (timedOut) return 'ical_timeout';
  if (error instanceof AddressRefused) return 'ical_address_refused';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRREFUSED') return 'ical_address_refused';
  if (code === 'ETOOLARGE') return 'ical_too_large';
  if (code === 'EHTTPSTATUS') return 'ical_http_error';
  return 'ical_unreachable';
};

/** Fetches the calendar's text, or says why not (never throws). */
export const fetchCalendar = async (rawUrl: string, options: CalendarFetchOptions): Promise<CalendarFetchResult> => {
  const settings: Required<CalendarFetchOptions> = {
    allowPrivateAddresses: options.allowPrivateAddresses,
    timeoutMs: options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? CALENDAR_FETCH_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? 3,
  };
  let url = calendarUrlOf(rawUrl, settings.allowPrivateAddresses);
  if (!url) return { ok: false, error: 'ical_url_invalid' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  try {
    for (let hop = 0; hop <= settings.maxRedirects; hop++) {
      // An address typed as such never goes through the lookup: it is checked here.
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0 && !settings.allowPrivateAddresses && !isPublicAddress(host)) return { ok: false, error: 'ical_address_refused' };
      const answer = await fetchOnce(url, settings, controller.signal);
      if (answer.kind === 'body') return { ok: true, text: answer.text ?? '' };
      let next: URL | null;
      try {
        next = calendarUrlOf(new URL(answer.location ?? '', url).toString(), settings.allowPrivateAddresses);
      } catch {
        next = null;
      }
      if (!next) return { ok: false, error: 'ical_url_invalid' };
      url = next;
    }
    return { ok: false, error: 'ical_unreachable' };
  } catch (error) {
    return { ok: false, error: errorOf(error, timedOut) };
  } finally {
    clearTimeout(timer);
  }
};
