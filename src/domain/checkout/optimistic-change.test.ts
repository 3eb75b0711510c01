import { describe, expect, it } from 'vitest';
import { beginChange, changeFailed, changeSucceeded, optimisticState } from './optimistic-change';

describe('optimistic change', () => {
  it('starts idle with the value', () => {
    expect(optimisticState({ multirisk: false })).toEqual({ value: { multirisk: false }, refreshing: false, pending: null, error: null });
  });

  it('applies a change at once, refreshing, remembering the previous value', () => {
    const state = beginChange(optimisticState('full'), 'down');
    expect(state).toEqual({ value: 'down', refreshing: true, pending: { previous: 'full' }, error: null });
  });

  it('keeps the value after a success and ends refreshing', () => {
    const state = changeSucceeded(beginChange(optimisticState('full'), 'down'));
    expect(state).toEqual({ value: 'down', refreshing: false, pending: null, error: null });
  });

  it('restores the previous value exactly after a failure, ends refreshing and keeps the error', () => {
    const previous = { cabWeather: true, multirisk: false };
    const state = changeFailed(beginChange(optimisticState(previous), { cabWeather: true, multirisk: true }), 'http_500', { rollback: true });
    expect(state.value).toBe(previous);
    expect(state).toEqual({ value: previous, refreshing: false, pending: null, error: 'http_500' });
  });

  it('a promo code failure does not roll back: the code stays and the error shows', () => {
    const state = changeFailed(beginChange(optimisticState<string | null>(null), 'WELCOME10'), 'promo_code_expired', { rollback: false });
    expect(state).toEqual({ value: 'WELCOME10', refreshing: false, pending: null, error: 'promo_code_expired' });
  });

  it('a new change clears the previous error', () => {
    const failed = changeFailed(beginChange(optimisticState('A'), 'B'), 'network', { rollback: true });
    expect(beginChange(failed, 'C').error).toBeNull();
  });

  it('a failure with nothing pending keeps the value', () => {
    expect(changeFailed(optimisticState('A'), 'network', { rollback: true })).toEqual({ value: 'A', refreshing: false, pending: null, error: 'network' });
  });

  it('a change begun during another keeps the oldest state to restore', () => {
    const first = beginChange(optimisticState('full'), 'down');
    const second = beginChange(first, 'full again');
    expect(second.pending).toEqual({ previous: 'full' });
    expect(changeFailed(second, 'network', { rollback: true }).value).toBe('full');
  });
});
