import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { pushSettingsOf } from './create-push-sender';

const key = JSON.stringify({
  project_id: 'seaway-from-key',
  client_email: 'push@seaway.iam.gserviceaccount.com',
  private_key: generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});

describe('pushSettingsOf', () => {
  it('is off without FCM_SERVER_KEY (the outbox is used)', () => {
    expect(pushSettingsOf({}, { firebaseProjectId: 'seaway-demo' })).toBeUndefined();
    expect(pushSettingsOf({ FCM_SERVER_KEY: '  ' }, { firebaseProjectId: undefined })).toBeUndefined();
  });

  it('takes the project from FCM_PROJECT_ID, else Firebase’s, else the key’s', () => {
    expect(pushSettingsOf({ FCM_SERVER_KEY: key, FCM_PROJECT_ID: 'seaway-push' }, { firebaseProjectId: 'seaway-demo' })?.projectId).toBe('seaway-push');
    expect(pushSettingsOf({ FCM_SERVER_KEY: key }, { firebaseProjectId: 'seaway-demo' })?.projectId).toBe('seaway-demo');
    expect(pushSettingsOf({ FCM_SERVER_KEY: key }, { firebaseProjectId: undefined })?.projectId).toBe('seaway-from-key');
  });

  it('refuses a key that is not a service account’s, without echoing it', () => {
    const attempt = () => pushSettingsOf({ FCM_SERVER_KEY: 'AAAA-legacy-server-key' }, { firebaseProjectId: 'seaway-demo' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).not.toThrow(/AAAA/);
  });
});
