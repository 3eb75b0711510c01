import type { Kysely } from 'kysely';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { SessionUser } from '../auth/sessions';

/** What every route handler can reach. */
export interface ServerDeps {
  readonly db: Kysely<Database>;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly config: ServerConfig;
  /** The clock, injectable so tests can fix "now". */
  readonly now: () => Date;
  /** True once the process is shutting down: the health check answers 503 so a proxy sends no more (issue [9]). */
  readonly draining?: () => boolean;
}

export interface AppEnv {
  Variables: {
    locale: LanguageCode;
    /** The signed-in user once looked up (null: anonymous), see auth/authorize.ts. */
    user: SessionUser | null | undefined;
    /** This response's Content-Security-Policy nonce, set by http/security-headers.ts for inline elements. */
    secureHeadersNonce?: string;
    /** The client's address: the socket's peer, or what a trusted proxy says it is (http/trusted-proxies.ts). */
    clientAddress?: string;
  };
}
