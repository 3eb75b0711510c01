import { describe, expect, it } from 'vitest';
import {
  authorKindOf,
  editedTextProblem,
  flagAfter,
  MODERATION_ERRORS,
  normaliseReason,
  reasonProblem,
  STAFF_REASON_MAX_LENGTH,
  visibilityAfter,
  visibleToParties,
} from './moderation';

describe('staff reasons', () => {
  it('are required and at most 1,000 characters once trimmed (an emoji counts once)', () => {
    expect(reasonProblem('')).toBe(MODERATION_ERRORS.reasonRequired);
    expect(reasonProblem('  \n\t ')).toBe(MODERATION_ERRORS.reasonRequired);
    expect(reasonProblem(' Phone number shared ')).toBeUndefined();
    expect(reasonProblem('😀'.repeat(STAFF_REASON_MAX_LENGTH))).toBeUndefined();
    expect(reasonProblem(`  ${'a'.repeat(STAFF_REASON_MAX_LENGTH)}  `)).toBeUndefined();
    expect(reasonProblem('a'.repeat(STAFF_REASON_MAX_LENGTH + 1))).toBe(MODERATION_ERRORS.reasonTooLong);
    expect(normaliseReason('  Insult \n')).toBe('Insult');
  });
});

describe('a message edited by staff', () => {
  it('follows the rules of any message, and must change', () => {
    expect(editedTextProblem('', 'Hello', 2000)).toBe(MODERATION_ERRORS.textRequired);
    expect(editedTextProblem('   ', 'Hello', 2000)).toBe(MODERATION_ERRORS.textRequired);
    expect(editedTextProblem('x'.repeat(2001), 'Hello', 2000)).toBe(MODERATION_ERRORS.textTooLong);
    expect(editedTextProblem(' Hello ', 'Hello', 2000)).toBe(MODERATION_ERRORS.textUnchanged);
    expect(editedTextProblem('Call me on [number removed]', 'Call me on 06 12 34 56 78', 2000)).toBeUndefined();
  });
});

describe('hiding and showing a message', () => {
  it('moves between shown and hidden; the same action twice is a conflict', () => {
    expect(visibilityAfter(false, 'hide')).toEqual({ ok: true, hidden: true });
    expect(visibilityAfter(true, 'unhide')).toEqual({ ok: true, hidden: false });
    expect(visibilityAfter(true, 'hide')).toEqual({ ok: false, reason: 'alreadyHidden' });
    expect(visibilityAfter(false, 'unhide')).toEqual({ ok: false, reason: 'notHidden' });
  });

  it('the parties see every message but the hidden ones, in order', () => {
    const messages = [
      { id: 1, hidden: false },
      { id: 2, hidden: true },
      { id: 3, hidden: false },
    ];
    expect(visibleToParties(messages).map((m) => m.id)).toEqual([1, 3]);
  });
});

describe('flagging a user', () => {
  it('flags and clears; flagging twice or clearing no flag is a conflict', () => {
    expect(flagAfter(false, 'flag')).toEqual({ ok: true, flagged: true });
    expect(flagAfter(true, 'unflag')).toEqual({ ok: true, flagged: false });
    expect(flagAfter(true, 'flag')).toEqual({ ok: false, reason: 'alreadyFlagged' });
    expect(flagAfter(false, 'unflag')).toEqual({ ok: false, reason: 'notFlagged' });
  });
});

describe('who wrote a message', () => {
  it('the marketplace, the tenant, the owner, or a teammate of the owner', () => {
    const parties = { tenantId: 1, ownerId: 2 };
    expect(authorKindOf(null, parties)).toBe('system');
    expect(authorKindOf(1, parties)).toBe('tenant');
    expect(authorKindOf(2, parties)).toBe('owner');
    expect(authorKindOf(41, parties)).toBe('teammate');
  });
});
