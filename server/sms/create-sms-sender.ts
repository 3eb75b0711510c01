import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { HttpSmsSender } from './http-sms-sender';
import { OutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';

/** The outbox is used (and readable on the dev pages) unless a real gateway is configured. */
export const isSmsOutboxActive = (config: Pick<ServerConfig, 'smsProviderUrl' | 'smsProviderToken'>): boolean =>
  !(config.smsProviderUrl && config.smsProviderToken);

export const createSmsSender = (config: ServerConfig, db: Kysely<Database>, now: () => Date): SmsSender =>
  config.smsProviderUrl && config.smsProviderToken
    ? new HttpSmsSender({ url: config.smsProviderUrl, token: config.smsProviderToken })
    : new OutboxSmsSender(db, now);
