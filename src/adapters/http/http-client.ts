import { left, right, type Either } from 'fp-ts/lib/Either';
import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { LOCALE_PARAM, XSRF_COOKIE, XSRF_HEADER } from '../../contract/common';
import type { ApiFailure } from '../../application/shared/api-failure';

export type QueryParams = ReadonlyArray<readonly [string, string]> | Readonly<Record<string, string | number | boolean | undefined>>;

export interface HttpClientOptions {
  /** The /api/v6 base path (from configuration). */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** The current language, sent as _locale on every request (spec section 7). */
  readonly locale: () => string;
  /** The session token, sent as Authorization: Bearer. */
  readonly token?: () => string | undefined;
  /** The document's cookies (for the anti-forgery token). */
  readonly cookies?: () => string;
  /** Called with every failure, so it can be reported (the reporter decides what to drop). */
  readonly onFailure?: (failure: ApiFailure) => void;
}

const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
};

const describe = (errors: t.Errors): string[] =>
  errors.slice(0, 10).map((e) => {
    const path = e.context.map((c) => c.key).filter(Boolean).join('.');
    return `${path || 'response'}: expected ${e.context[e.context.length - 1]?.type.name ?? 'valid value'}`;
  });

const isRelative = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/**
 * The one HTTP client of /api/v6. Every response is decoded with the shared contract; expected failures come
 * back as tagged values, never thrown.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  url(path: string, query?: QueryParams): string {
    const params = new URLSearchParams();
    if (query) {
      const entries: Array<readonly [string, unknown]> = Array.isArray(query) ? query : Object.entries(query);
      for (const [k, v] of entries) {
        if (v === undefined) continue;
        params.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
      }
    }
    params.set(LOCALE_PARAM, this.options.locale());
    const base = path.startsWith('http') ? path : `${this.options.baseUrl}${path}`;
    return `${base}?${params.toString()}`;
  }

  get<A, O>(path: string, codec: t.Type<A, O, unknown>, query?: QueryParams): Promise<Either<ApiFailure, A>> {
    return this.request('GET', path, codec, undefined, query);
  }

  send<A, O>(method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, codec: t.Type<A, O, unknown>, body?: unknown, query?: QueryParams): Promise<Either<ApiFailure, A>> {
    return this.request(method, path, codec, body, query);
  }

  private async request<A, O>(method: string, path: string, codec: t.Type<A, O, unknown>, body: unknown, query?: QueryParams): Promise<Either<ApiFailure, A>> {
    const result = await this.attempt(method, path, codec, body, query);
    if (isLeft(result)) this.options.onFailure?.(result.left);
    return result;
  }

  private async attempt<A, O>(method: string, path: string, codec: t.Type<A, O, unknown>, body: unknown, query?: QueryParams): Promise<Either<ApiFailure, A>> {
    const url = this.url(path, query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A file (an uploaded picture) is sent as it is, with its own type; anything else as JSON.
    const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : undefined;
    if (body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
    const token = this.options.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (method !== 'GET' && isRelative(url)) {
      const xsrf = readCookie(this.options.cookies?.() ?? '', XSRF_COOKIE);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    let response: Response;
    try {
      response = await this.options.fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: file ?? JSON.stringify(body) } : {}),
      });
    } catch (error) {
      return left({ kind: 'network', path, message: error instanceof Error ? error.message : String(error) });
    }
    let json: unknown = undefined;
    const text = await response.text().catch(() => '');
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok) return left({ kind: 'decode', path, errors: ['response: expected JSON'] });
        json = text;
      }
    }
    if (!response.ok) {
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        responseHeaders[key.toLowerCase()] = value;
      });
      return left({ kind: 'http', path, status: response.status, body: json, headers: responseHeaders });
    }
    const decoded = codec.decode(json === undefined ? null : json);
    if (isLeft(decoded)) return left({ kind: 'decode', path, errors: describe(decoded.left) });
    return right(decoded.right);
  }
}
