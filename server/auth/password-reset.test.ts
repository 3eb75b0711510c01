import { describe, expect, it } from 'vitest';
import { passwordResetLink } from './password-reset';

describe('passwordResetLink', () => {
  it('omits the segment of the default language', () => {
    expect(passwordResetLink('https://seaway.test', 'en', 'tok')).toBe('https://seaway.test/account/password-reset/tok');
    expect(passwordResetLink('https://seaway.test/', 'fr', 'tok')).toBe('https://seaway.test/fr/account/password-reset/tok');
    expect(passwordResetLink('http://localhost:8080', 'en-GB', 'tok')).toBe('http://localhost:8080/en-GB/account/password-reset/tok');
  });
});
