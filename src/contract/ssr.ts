import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import type { AppConfiguration } from './configuration';

/**
 * Server-side rendering of the public pages (issue [8]): what the server hands the app's server entry
 * (`src/entry-server.tsx`, built into its own bundle) and what it gets back, and the answers a rendered page carries
 * to the browser so hydration needs no second round of calls.
 */
export const TRANSFERRED_STATE_ELEMENT_ID = 'seaway-transferred';

/** The texts the page's formatters made (intl-formats.ts): the browser hydrates from them without setting up ICU. */
export const FORMATTED_TEXTS_ELEMENT_ID = 'seaway-formats';

export const TransferredResponse = t.type({ url: t.string, status: t.number, contentType: t.string, body: t.string });
export type TransferredResponse = t.TypeOf<typeof TransferredResponse>;

/** What the page carries: only well-formed entries (it is outside input like any other). */
export const decodeTransferredResponses = (raw: unknown): readonly TransferredResponse[] => {
  const decoded = t.array(TransferredResponse).decode(raw);
  return isRight(decoded) ? decoded.right : [];
};

export interface ServerRenderRequest {
  /** The path as requested (percent-encoded) and the query with its '?' (or ''). */
  readonly path: string;
  readonly search: string;
  readonly configuration: AppConfiguration;
  /** Answers the app's calls (the API, the translation files) in-process. */
  readonly fetch: typeof fetch;
  readonly cookies: string;
  /** The site's public origin, for absolute URLs (canonical, alternates, Open Graph). */
  readonly origin: string;
  /** The response's Content-Security-Policy nonce, for any inline element the renderer writes. */
  readonly nonce?: string;
}

export type ServerRenderResult =
  /** Not a server-rendered page (account, checkout, back office): the browser renders it. */
  | { readonly kind: 'client' }
  | { readonly kind: 'redirect'; readonly status: 301; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: 200 | 404;
      readonly language: string;
      /** Elements for <head> (title, description, canonical, alternates, JSON-LD…), already escaped. */
      readonly head: string;
      /** The app's markup, to go inside #root. */
      readonly body: string;
      readonly transferred: readonly TransferredResponse[];
      /** By formatter and value (intl-formats.ts). */
      readonly formattedTexts: Readonly<Record<string, string>>;
    };

export interface ServerEntry {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
