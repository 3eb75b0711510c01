import { describe, expect, it } from 'vitest';
import { codeInText, validationCodeText } from './validation-code-text';

describe('validation code text', () => {
  it('carries the code for an SMS and a voice call, and the outbox reads it back', () => {
    expect(codeInText(validationCodeText('012345', 'sms'))).toBe('012345');
    expect(codeInText(validationCodeText('987654', 'call'))).toBe('987654');
    expect(validationCodeText('987654', 'call')).toContain('9 8 7 6 5 4');
    expect(codeInText('no code here 12345 1234567')).toBeNull();
  });
});
