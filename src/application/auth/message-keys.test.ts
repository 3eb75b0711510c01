import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_AUTH_MESSAGE_KEYS } from '../../domain/auth/messages';
import { FUNNEL_STEPS, THIRD_PARTY_PROVIDERS } from '../../domain/auth/funnel';
import { PASSWORD_RESET_MESSAGES } from './password-reset-presenter';
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGES } from './server-error-message';

/** The English auth namespace: views call t(`auth:${key}`) with every key presenters emit. */
const english = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'en', 'auth.json'), 'utf8')) as unknown;

const hasAuthText = (key: string): boolean => {
  const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), english);
  return typeof value === 'string' && value.trim() !== '';
};

describe('auth message keys resolve in locales/en/auth.json', () => {
  it.each([
    ...ALL_AUTH_MESSAGE_KEYS,
    ...Object.values(SERVER_ERROR_MESSAGES),
    NETWORK_ERROR_MESSAGE,
    ...Object.values(PASSWORD_RESET_MESSAGES),
    ...FUNNEL_STEPS.map((step) => `funnel.${step}.title`),
    'funnel.offlineProvider.title',
    ...THIRD_PARTY_PROVIDERS.map((p) => `providers.${p.replace(/\W/g, '')}`),
  ])('%s', (key) => {
    expect(hasAuthText(key)).toBe(true);
  });
});
