import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { OutboxEmailSender, type EmailSender } from './email-sender';
import { HttpEmailSender } from './http-email-sender';

/** The email outbox is used (and readable on the dev pages) unless a real provider is configured. */
export const isEmailOutboxActive = (config: Pick<ServerConfig, 'emailProviderUrl' | 'emailProviderToken'>): boolean =>
  !(config.emailProviderUrl && config.emailProviderToken);

export const createEmailSender = (config: ServerConfig, db: Kysely<Database>, now: () => Date): EmailSender =>
  config.emailProviderUrl && config.emailProviderToken
    ? new HttpEmailSender({ url: config.emailProviderUrl, token: config.emailProviderToken, from: config.emailFrom })
    : new OutboxEmailSender(db, now);
