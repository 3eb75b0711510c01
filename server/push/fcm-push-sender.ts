import { createSign } from 'node:crypto';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import { PushDeliveryError, type PushMessage, type PushResult, type PushSender } from './push-sender';

/** The fields of a Google service account key (the JSON file Firebase gives for server access) that are used. */
export const ServiceAccount = t.intersection([
  t.type({ client_email: t.string, private_key: t.string }),
  t.partial({ project_id: t.string, private_key_id: t.string, token_uri: t.string }),
]);
export type ServiceAccount = t.TypeOf<typeof ServiceAccount>;

/** The service account of a JSON text, or undefined when it is not one. */
export const parseServiceAccount = (json: string): ServiceAccount | undefined => {
  try {
    const decoded = ServiceAccount.decode(JSON.parse(json));
    return isLeft(decoded) ? undefined : decoded.right;
  } catch {
    return undefined;
  }
};

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * The signed assertion of OAuth 2.0's JWT bearer grant (RFC 7523) that Google exchanges for an access token: RS256
 * with the service account's private key, valid one hour, for the messaging scope only.
 */
export const serviceAccountAssertion = (account: ServiceAccount, now: Date): string => {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope: FCM_SCOPE, aud: account.token_uri ?? GOOGLE_TOKEN_URI, iat, exp: iat + 3600 };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(account.private_key);
  return `${signingInput}.${base64url(signature)}`;
};

/** FCM HTTP v1's send request for one device (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages). */
export const fcmRequest = (projectId: string, accessToken: string, message: PushMessage): { url: string; init: RequestInit } => ({
  url: `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`,
  init: {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json; charset=UTF-8', Accept: 'application/json' },
    body: JSON.stringify({
      message: {
        token: message.token,
        notification: { title: message.title, body: message.body },
        data: message.data,
        android: { priority: 'HIGH', notification: { sound: 'default' } },
        apns: { payload: { aps: { sound: 'default' } } },
      },
    }),
  },
});

const TokenAnswer = t.type({ access_token: t.string, expires_in: t.number });

/** FCM's answer for a token that no longer exists (the app was removed): 404 UNREGISTERED, or 400 on an invalid one. */
const isUnregistered = (status: number, body: string): boolean => status === 404 || (status === 400 && body.includes('registration token'));

export interface FcmOptions {
  readonly projectId: string;
  readonly account: ServiceAccount;
  /** Injectable for tests; the global fetch by default. */
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
  readonly timeoutMs?: number;
}

/**
 * Firebase Cloud Messaging over its HTTP v1 API, authorised by the service account: an access token is obtained with
 * the JWT bearer grant and kept until a minute before it expires.
 */
export class FcmPushSender implements PushSender {
  readonly kind = 'fcm' as const;
  private cached: { token: string; until: number } | undefined;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: FcmOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.now = options.now ?? (() => new Date());
  }

  private async post(url: string, init: RequestInit, what: string): Promise<{ status: number; text: string }> {
    try {
      const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      return { status: response.status, text: await response.text().catch(() => '') };
    } catch (error) {
      throw new PushDeliveryError(`${what} unreachable: ${error instanceof Error ? error.name : 'error'}`);
    }
  }

  /** A valid access token (from the cache, or a new one). */
  async accessToken(): Promise<string> {
    const now = this.now();
    if (this.cached && this.cached.until > now.getTime()) return this.cached.token;
    const assertion = serviceAccountAssertion(this.options.account, now);
    const answer = await this.post(
      this.options.account.token_uri ?? GOOGLE_TOKEN_URI,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      },
      'Google OAuth',
    );
    if (answer.status !== 200) throw new PushDeliveryError(`Google OAuth answered ${answer.status}`, answer.status);
    let decoded;
    try {
      decoded = TokenAnswer.decode(JSON.parse(answer.text));
    } catch {
      throw new PushDeliveryError('Google OAuth answered something else than a token');
    }
    if (isLeft(decoded)) throw new PushDeliveryError('Google OAuth answered something else than a token');
    this.cached = { token: decoded.right.access_token, until: now.getTime() + Math.max(0, decoded.right.expires_in - 60) * 1000 };
    return decoded.right.access_token;
  }

  async send(message: PushMessage): Promise<PushResult> {
    const { url, init } = fcmRequest(this.options.projectId, await this.accessToken(), message);
    const answer = await this.post(url, init, 'FCM');
    if (answer.status >= 200 && answer.status < 300) return 'sent';
    if (isUnregistered(answer.status, answer.text)) return 'unregistered';
    // A revoked or expired access token: ask for a new one next time.
    if (answer.status === 401) this.cached = undefined;
    throw new PushDeliveryError(`FCM answered ${answer.status}`, answer.status);
  }
}
