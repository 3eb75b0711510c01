import type { Kysely } from 'kysely';
import { ConfigError, type ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { FcmPushSender, parseServiceAccount } from './fcm-push-sender';
import { OutboxPushSender } from './outbox-push-sender';
import type { PushSender } from './push-sender';

/** FCM's settings: FCM_SERVER_KEY (the service account key's JSON) and the project (FCM_PROJECT_ID, else Firebase's, else the key's). */
export interface PushSettings {
  readonly projectId: string;
  readonly serverKey: string;
}

/**
 * The push settings from the environment, or undefined when FCM is not configured; a key that is not a service
 * account's JSON, or no project, stops the start like any invalid configuration (never echoing the key).
 */
export const pushSettingsOf = (env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'firebaseProjectId'>): PushSettings | undefined => {
  const serverKey = env.FCM_SERVER_KEY?.trim();
  if (!serverKey) return undefined;
  const account = parseServiceAccount(serverKey);
  if (!account) throw new ConfigError('Invalid configuration: FCM_SERVER_KEY must be a service account key (JSON with client_email and private_key)');
  const projectId = env.FCM_PROJECT_ID?.trim() || config.firebaseProjectId || account.project_id;
  if (!projectId || !/^[a-z0-9-]{4,40}$/.test(projectId)) throw new ConfigError('Invalid configuration: FCM_PROJECT_ID must be set with FCM_SERVER_KEY (a Firebase project id)');
  return { projectId, serverKey };
};

/** The push outbox (readable in the database) unless FCM is configured. */
export const isPushOutboxActive = (env: NodeJS.ProcessEnv = process.env): boolean => !env.FCM_SERVER_KEY?.trim();

export const createPushSender = (
  config: Pick<ServerConfig, 'firebaseProjectId'>,
  db: Kysely<Database>,
  now: () => Date,
  env: NodeJS.ProcessEnv = process.env,
): PushSender => {
  const settings = pushSettingsOf(env, config);
  const account = settings ? parseServiceAccount(settings.serverKey) : undefined;
  return settings && account ? new FcmPushSender({ projectId: settings.projectId, account }) : new OutboxPushSender(db, now);
};
