import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbFunnelEvent,
  arbFunnelEvents,
  arbLanguage,
  arbTrigger,
} from '../../../tests/arbitraries/auth';
import {
  FUNNEL_STEPS,
  FUNNEL_TRANSITIONS,
  funnelReducer,
  initialFunnelState,
  type FunnelEvent,
  type FunnelState,
  type FunnelStep,
} from './funnel';
import { isAuthMessageKey } from './messages';

/** Every state the events pass through, the initial one first. */
const trace = (events: readonly FunnelEvent[], start: FunnelState = initialFunnelState()): FunnelState[] =>
  events.reduce<FunnelState[]>((states, event) => [...states, funnelReducer(states[states.length - 1]!, event)], [start]);

const arbStart = fc
  .record({ trigger: arbTrigger, language: arbLanguage }, { requiredKeys: [] })
  .map((options) => initialFunnelState(options));

/** A state reached from a start by some events. */
const arbReachable = fc.tuple(arbStart, arbFunnelEvents).map(([start, events]) => events.reduce(funnelReducer, start));

const isStep = (value: unknown): value is FunnelStep => (FUNNEL_STEPS as readonly unknown[]).includes(value);

const pairs = (states: readonly FunnelState[]): [FunnelState, FunnelState][] =>
  states.slice(1).map((next, i) => [states[i]!, next]);

describe('funnel properties', () => {
  it('no event sequence reaches an undefined step, and the stack holds only steps', () => {
    fc.assert(
      fc.property(arbStart, arbFunnelEvents, (start, events) => {
        for (const state of trace(events, start)) {
          expect(isStep(state.currentStep)).toBe(true);
          expect(state.stack.every(isStep)).toBe(true);
        }
      }),
    );
  });

  it('every step change is a forward transition of FUNNEL_TRANSITIONS or a return to a step on the stack', () => {
    fc.assert(
      fc.property(arbFunnelEvents, (events) => {
        for (const [before, after] of pairs(trace(events))) {
          if (before.currentStep === after.currentStep) continue;
          const allowed =
            FUNNEL_TRANSITIONS[before.currentStep].includes(after.currentStep) || before.stack.includes(after.currentStep);
          expect(allowed).toBe(true);
        }
      }),
    );
  });

  it('status is idle, with no error and no pending request, after every step change', () => {
    fc.assert(
      fc.property(arbFunnelEvents, (events) => {
        for (const [before, after] of pairs(trace(events))) {
          if (before.currentStep === after.currentStep) continue;
          expect(after.status).toBe('idle');
          expect(after.error).toBeUndefined();
          expect(after.pendingRequest).toBeUndefined();
          expect(after.resendValidationCodeStatus).toBe('idle');
        }
      }),
    );
  });

  it('the stack never holds the current step, nor any step twice (so never twice in a row)', () => {
    fc.assert(
      fc.property(arbFunnelEvents, (events) => {
        for (const state of trace(events)) {
          const path = [...state.stack, state.currentStep];
          expect(new Set(path).size).toBe(path.length);
        }
      }),
    );
  });

  it('the bottom of a non-empty stack is always the start step', () => {
    fc.assert(
      fc.property(arbReachable, (state) => {
        if (state.stack.length > 0) expect(state.stack[0]).toBe('loginOrRegister');
      }),
    );
  });

  it('back from any reachable step pops the stack to a reachable step, clears the error and sets idle', () => {
    fc.assert(
      fc.property(arbReachable, (state) => {
        const back = funnelReducer(state, { type: 'backPressed' });
        const previous = state.stack[state.stack.length - 1];
        if (previous === undefined || state.currentStep === 'authenticated') {
          expect(back).toBe(state);
          return;
        }
        expect(isStep(back.currentStep)).toBe(true);
        expect(back.currentStep).toBe(previous);
        expect(back.stack).toEqual(state.stack.slice(0, -1));
        expect(back.status).toBe('idle');
        expect(back.error).toBeUndefined();
      }),
    );
  });

  it('pressing back enough times always returns to the start (unless authenticated)', () => {
    fc.assert(
      fc.property(arbReachable, (state) => {
        const back = Array.from({ length: FUNNEL_STEPS.length }).reduce<FunnelState>(
          (s) => funnelReducer(s, { type: 'backPressed' }),
          state,
        );
        expect(back.currentStep).toBe(state.currentStep === 'authenticated' ? 'authenticated' : 'loginOrRegister');
      }),
    );
  });

  it('status is pending exactly while a request is pending, and error is set exactly when status is error', () => {
    fc.assert(
      fc.property(arbFunnelEvents, (events) => {
        for (const state of trace(events)) {
          expect(state.status === 'pending').toBe(state.pendingRequest !== undefined);
          expect(state.status === 'error').toBe(state.error !== undefined);
        }
      }),
    );
  });

  it('authenticated is final: it holds the response, an empty stack, and no event leaves it', () => {
    fc.assert(
      fc.property(arbReachable, fc.array(arbFunnelEvent, { maxLength: 20 }), (state, more) => {
        if (state.currentStep !== 'authenticated') return;
        expect(state.authenticationResponse).toBeDefined();
        expect(state.stack).toEqual([]);
        const after = more.reduce(funnelReducer, state);
        expect(after.currentStep).toBe('authenticated');
        expect(after.authenticationResponse).toEqual(state.authenticationResponse);
      }),
    );
  });

  it('errors are message keys or server messages, never empty', () => {
    fc.assert(
      fc.property(arbReachable, (state) => {
        if (state.error === undefined) return;
        expect(state.error.trim()).not.toBe('');
        if (state.error.startsWith('auth.')) expect(isAuthMessageKey(state.error)).toBe(true);
      }),
    );
  });

  it('firstSmsSent never goes back to false, and the trigger never changes', () => {
    fc.assert(
      fc.property(arbStart, arbFunnelEvents, (start, events) => {
        for (const [before, after] of pairs(trace(events, start))) {
          if (before.firstSmsSent) expect(after.firstSmsSent).toBe(true);
          expect(after.trigger).toBe(start.trigger);
        }
      }),
    );
  });

  it('reaching twoFactorAuth always clears the validation code', () => {
    fc.assert(
      fc.property(arbFunnelEvents, (events) => {
        for (const [before, after] of pairs(trace(events))) {
          if (after.currentStep === 'twoFactorAuth' && before.currentStep !== 'twoFactorAuth')
            expect(after.validationCode).toBe('');
        }
      }),
    );
  });

  it('an event that does not apply returns the same state object', () => {
    // A response with nothing pending is the commonest case of an event that does not apply.
    fc.assert(
      fc.property(arbReachable, arbFunnelEvent, (state, event) => {
        const responses = ['emailCheckSucceeded', 'emailCheckFailed', 'loginSucceeded', 'loginFailed', 'registerSucceeded',
          'registerFailed', 'forgotPasswordSucceeded', 'forgotPasswordFailed'];
        if (state.pendingRequest === undefined && responses.includes(event.type))
          expect(funnelReducer(state, event)).toBe(state);
      }),
    );
  });

  it('the random event sequences reach every step (the arbitraries are meaningful)', () => {
    const reached = new Set<FunnelStep>();
    for (const events of fc.sample(arbFunnelEvents, { numRuns: 500, seed: 7 }))
      for (const state of trace(events)) reached.add(state.currentStep);
    expect([...reached].sort()).toEqual([...FUNNEL_STEPS].sort());
  });
});
