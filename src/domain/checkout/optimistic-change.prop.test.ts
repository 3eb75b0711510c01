import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beginChange, changeFailed, changeSucceeded, optimisticState, type OptimisticState } from './optimistic-change';

type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: string; readonly rollback: boolean };

const arbValue = fc.record({ cabWeather: fc.boolean(), downPayment: fc.boolean(), promoCode: fc.option(fc.constantFrom('WELCOME10', 'SUMMER25'), { nil: null }) });
const arbOutcome: fc.Arbitrary<Outcome> = fc.oneof(
  fc.constant({ ok: true as const }),
  fc.record({ ok: fc.constant(false as const), error: fc.constantFrom('network', 'http_409', 'promo_code_expired'), rollback: fc.boolean() }),
);
const arbChanges = fc.array(fc.tuple(arbValue, arbOutcome), { maxLength: 30 });

const settle = <S>(state: OptimisticState<S>, outcome: Outcome): OptimisticState<S> =>
  outcome.ok ? changeSucceeded(state) : changeFailed(state, outcome.error, { rollback: outcome.rollback });

describe('optimistic change properties', () => {
  it('each change, followed by its outcome, leaves the new value on success and the value before it on a rolled-back failure', () => {
    fc.assert(
      fc.property(arbValue, arbChanges, (initial, changes) => {
        let state = optimisticState(initial);
        for (const [next, outcome] of changes) {
          const before = state.value;
          const during = beginChange(state, next);
          expect(during.value).toBe(next);
          expect(during.refreshing).toBe(true);
          expect(during.error).toBeNull();
          state = settle(during, outcome);
          expect(state.value).toBe(outcome.ok || !outcome.rollback ? next : before);
          expect(state.refreshing).toBe(false);
          expect(state.pending).toBeNull();
          expect(state.error).toBe(outcome.ok ? null : outcome.error);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a failure that rolls back restores the previous value exactly (the same object)', () => {
    fc.assert(
      fc.property(arbValue, arbValue, fc.string(), (previous, next, error) => {
        const failed = changeFailed(beginChange(optimisticState(previous), next), error, { rollback: true });
        expect(failed.value).toBe(previous);
        expect(failed).toEqual({ ...optimisticState(previous), error });
      }),
    );
  });

  it('overlapping changes: a rolled-back failure restores the value before the first unsettled change', () => {
    fc.assert(
      fc.property(arbValue, fc.array(arbValue, { minLength: 1, maxLength: 10 }), (initial, nexts) => {
        const pending = nexts.reduce((state, next) => beginChange(state, next), optimisticState(initial));
        expect(pending.value).toBe(nexts[nexts.length - 1]);
        expect(changeFailed(pending, 'network', { rollback: true }).value).toBe(initial);
      }),
    );
  });

  it('settling never leaves refreshing on, and a success never leaves an error', () => {
    fc.assert(
      fc.property(arbValue, arbChanges, (initial, changes) => {
        const final = changes.reduce((state, [next, outcome]) => settle(beginChange(state, next), outcome), optimisticState(initial));
        expect(final.refreshing).toBe(false);
        expect(final.pending).toBeNull();
        const last = changes[changes.length - 1];
        if (last === undefined || last[1].ok) expect(final.error).toBeNull();
      }),
    );
  });
});
