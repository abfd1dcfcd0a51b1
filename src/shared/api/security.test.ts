import { describe, expect, it } from 'vitest';
import { passwordComplexityProblems, passwordRuleMessages, tooShortMessage } from './security';

const policy = {
  minLength: 12,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: true,
  maxAgeDays: 0,
  historyCount: 0,
  lockoutThreshold: 5,
  lockoutMinutes: 0,
};

describe('passwordComplexityProblems', () => {
  it('names every rule a password breaks, length first', () => {
    expect(passwordComplexityProblems(policy, 'short')).toEqual([
      tooShortMessage(12),
      passwordRuleMessages.needsUppercase,
      passwordRuleMessages.needsDigit,
      passwordRuleMessages.needsSymbol,
    ]);
  });

  it('takes letters and digits of any script, and counts characters rather than code units', () => {
    expect(passwordComplexityProblems(policy, 'Élan vital 42')).toEqual([]);
    expect(passwordComplexityProblems({ ...policy, requireUppercase: false }, 'كلمة سر ٤٢ طويلة')).toEqual([
      passwordRuleMessages.needsLowercase,
    ]);
    expect(passwordComplexityProblems({ ...policy, minLength: 10 }, 'Aa1!😀😀😀😀😀😀')).toEqual([]);
  });
});
