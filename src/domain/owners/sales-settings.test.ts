import { describe, expect, it } from 'vitest';
import { DEPOSIT_MAX, SALES_DEFAULTS, depositCentsOf, depositText, problemDetails, salesSettingsProblems } from './sales-settings';

describe('salesSettingsProblems', () => {
  it('accepts the defaults and the bounds', () => {
    expect(salesSettingsProblems(SALES_DEFAULTS)).toEqual({});
    expect(salesSettingsProblems({ deposit: DEPOSIT_MAX, cancellationPolicy: 'Strict', responseTimeHours: 72 })).toEqual({});
    expect(salesSettingsProblems({ deposit: 0, cancellationPolicy: 'Flexible', responseTimeHours: 1 })).toEqual({});
  });

  it('names each refused field with its message key', () => {
    expect(salesSettingsProblems({ deposit: -1, cancellationPolicy: 'Lenient', responseTimeHours: 0 })).toEqual({
      deposit: 'owners:errors.deposit',
      cancellationPolicy: 'owners:errors.cancellationPolicy',
      responseTimeHours: 'owners:errors.responseTimeHours',
    });
    expect(salesSettingsProblems({ deposit: 10.5, cancellationPolicy: 'moderate', responseTimeHours: 73 })).toEqual({
      deposit: 'owners:errors.deposit',
      cancellationPolicy: 'owners:errors.cancellationPolicy',
      responseTimeHours: 'owners:errors.responseTimeHours',
    });
    expect(salesSettingsProblems({ deposit: DEPOSIT_MAX + 1, cancellationPolicy: 'Moderate', responseTimeHours: 2.5 })).toEqual({
      deposit: 'owners:errors.deposit',
      responseTimeHours: 'owners:errors.responseTimeHours',
    });
  });

  it('writes the problems as a 400’s details', () => {
    expect(problemDetails({ deposit: 'owners:errors.deposit', responseTimeHours: undefined })).toEqual(['deposit: owners:errors.deposit']);
  });
});

describe('deposit typed in euros', () => {
  it('reads whole euros and up to two decimals, with a dot or a comma', () => {
    expect(depositCentsOf('1500')).toBe(150_000);
    expect(depositCentsOf(' 99,5 ')).toBe(9_950);
    expect(depositCentsOf('0.05')).toBe(5);
    expect(depositCentsOf('1 500')).toBe(150_000);
    expect(depositCentsOf('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '12.', '.5']) expect(depositCentsOf(text), text).toBeUndefined();
  });

  it('shows cents as a form text', () => {
    expect(depositText(150_000)).toBe('1500');
    expect(depositText(9_950)).toBe('99.50');
    expect(depositText(0)).toBe('0');
  });
});
