import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../shared/api-failure';
import { dateProblem, peopleProblem, timeOfDayProblem } from './activity-booking';
import { activityBookingErrorKey } from './activity-presenter';

/** The English activity namespace: the view calls t(key) with every key the presenter emits. */
const english = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'en', 'activity.json'), 'utf8')) as unknown;

const hasText = (key: string): boolean => {
  const path = key.replace(/^activity:/, '').split('.');
  const value = path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), english);
  return typeof value === 'string' && value.trim() !== '';
};

const http = (status: number): ApiFailure => ({ kind: 'http', path: '/x', status, body: {}, headers: {} });

describe('activity message keys resolve in locales/en/activity.json', () => {
  const today = '2025-06-15';
  const keys = [
    dateProblem('', today),
    dateProblem('2025-13-01', today),
    dateProblem('2025-06-01', today),
    dateProblem('2027-01-01', today),
    timeOfDayProblem(null, []),
    timeOfDayProblem('morning', []),
    peopleProblem(0, 4),
  ].map((message) => message?.key ?? 'missing');
  const errors = [409, 400, 401, 404].map((status) => activityBookingErrorKey(http(status)));
  errors.push(activityBookingErrorKey({ kind: 'network', path: '/x', message: 'offline' }));
  it.each([...keys, ...errors, 'activity:cancellation.flexible', 'activity:cancellation.moderate', 'activity:cancellation.strict'])('%s', (key) => {
    expect(key.startsWith('activity:') && hasText(key)).toBe(true);
  });
});
