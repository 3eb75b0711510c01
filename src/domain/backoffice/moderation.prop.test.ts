import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStaffText } from '../../../tests/arbitraries/backoffice';
import { editedTextProblem, flagAfter, normaliseReason, reasonProblem, visibilityAfter, visibleToParties, type FlagAction, type VisibilityAction } from './moderation';

const arbVisibilityActions = fc.array(fc.constantFrom<VisibilityAction>('hide', 'unhide'), { maxLength: 30 });
const arbFlagActions = fc.array(fc.constantFrom<FlagAction>('flag', 'unflag'), { maxLength: 30 });

describe('moderation: properties', () => {
  it('normalising a reason is idempotent, and a reason is judged as it will be stored', () => {
    fc.assert(
      fc.property(arbStaffText(60), (text) => {
        expect(normaliseReason(normaliseReason(text))).toBe(normaliseReason(text));
        expect(reasonProblem(normaliseReason(text))).toBe(reasonProblem(text));
        expect(reasonProblem(text) === undefined).toBe(normaliseReason(text).length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('a new text is accepted exactly when it is not blank, not too long, and differs once trimmed', () => {
    fc.assert(
      fc.property(arbStaffText(), arbStaffText(), fc.integer({ min: 1, max: 30 }), (text, current, max) => {
        const accepted = editedTextProblem(text, current, max) === undefined;
        const length = [...text.trim()].length;
        expect(accepted).toBe(length > 0 && length <= max && text.trim() !== current.trim());
      }),
      { numRuns: 1000 },
    );
  });

  it('over any sequence of hide and unhide, each accepted action flips the state and a refused one keeps it', () => {
    fc.assert(
      fc.property(fc.boolean(), arbVisibilityActions, (start, actions) => {
        let hidden = start;
        for (const action of actions) {
          const change = visibilityAfter(hidden, action);
          if (change.ok) {
            expect(change.hidden).toBe(!hidden);
            expect(change.hidden).toBe(action === 'hide');
            hidden = change.hidden;
          } else {
            expect(hidden).toBe(action === 'hide');
          }
        }
      }),
    );
  });

  it('over any sequence of flags, the state is the last accepted action and refusals change nothing', () => {
    fc.assert(
      fc.property(fc.boolean(), arbFlagActions, (start, actions) => {
        let flagged = start;
        for (const action of actions) {
          const change = flagAfter(flagged, action);
          expect(change.ok).toBe(flagged !== (action === 'flag'));
          if (change.ok) flagged = change.flagged;
          expect(flagged === (action === 'flag') || !change.ok).toBe(true);
        }
      }),
    );
  });

  it('the parties see exactly the messages not hidden, in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), hidden: fc.boolean() }), { maxLength: 40 }), (messages) => {
        const shown = visibleToParties(messages);
        expect(shown.every((m) => !m.hidden)).toBe(true);
        expect(shown.length).toBe(messages.filter((m) => !m.hidden).length);
        expect(shown).toEqual(messages.filter((m) => !m.hidden));
      }),
    );
  });
});
