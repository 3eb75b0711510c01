import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbEcontractEvent } from '../../../tests/arbitraries/econtract';
import { econtractTransition, NEW_ECONTRACT, type EcontractEvent, type EcontractState } from './lifecycle';

interface Step {
  readonly before: EcontractState;
  readonly event: EcontractEvent;
  readonly ok: boolean;
  readonly after: EcontractState;
}

/** Applies the events as the server does: a refused event (409) changes nothing. */
const run = (events: readonly EcontractEvent[]): Step[] => {
  const steps: Step[] = [];
  let state = NEW_ECONTRACT;
  for (const event of events) {
    const result = econtractTransition(state, event);
    const after = result.ok ? result.state : state;
    steps.push({ before: state, event, ok: result.ok, after });
    state = after;
  }
  return steps;
};

const arbEvents = fc.array(arbEcontractEvent, { maxLength: 30 });

describe('econtract lifecycle properties', () => {
  it('once signed, the contract never changes again', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        const steps = run(events);
        const signedAt = steps.findIndex((s) => s.after.status === 'signed');
        if (signedAt < 0) return;
        for (const step of steps.slice(signedAt + 1)) {
          expect(step.ok).toBe(false);
          expect(step.after).toBe(steps[signedAt]!.after);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a signed contract was confirmed by both parties, on its own content, with a complete content', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const step of run(events)) {
          if (step.after.status !== 'signed') continue;
          const { contentHash, owner, tenant, signedAt } = step.after;
          expect(contentHash).not.toBeNull();
          expect(owner?.contentHash).toBe(contentHash);
          expect(tenant?.contentHash).toBe(contentHash);
          expect(signedAt).not.toBeNull();
        }
        for (const step of run(events)) if (step.ok && step.event.type === 'confirmed' && step.after !== step.before) expect(step.event.complete).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('every confirmation kept in a draft is of its current content', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const { after } of run(events)) {
          if (after.status !== 'draft') continue;
          for (const confirmation of [after.owner, after.tenant]) if (confirmation) expect(confirmation.contentHash).toBe(after.contentHash);
          expect(after.signedAt).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('repeating an accepted event changes nothing (retries are safe)', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const step of run(events)) {
          if (!step.ok || step.after.status === 'signed') continue;
          const again = econtractTransition(step.after, step.event);
          expect(again).toEqual({ ok: true, state: step.after });
        }
      }),
      { numRuns: 500 },
    );
  });
});
