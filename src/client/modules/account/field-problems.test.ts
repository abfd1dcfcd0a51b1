import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../../../shared/api/auth';
import { passwordRuleMessages } from '../../../shared/api/security';
import { confirmationProblem, serverProblems, validateWith } from './field-problems';

const valid = { username: 'new.user', name: 'New User', email: 'new@example.com', password: '0123456789' };

describe('validateWith', () => {
  it('gives the parsed payload, trimmed as the server will read it, when nothing is wrong', () => {
    expect(validateWith(registerRequestSchema, { ...valid, username: ' new.user ' })).toEqual({
      ok: true,
      payload: valid,
    });
  });

  it('names each problem by a catalogue key with the numbers its text needs', () => {
    const result = validateWith(registerRequestSchema, {
      username: 'a b',
      name: 'x'.repeat(101),
      email: 'nope',
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        username: { key: 'characters' },
        name: { key: 'tooLong', values: { maximum: 100 } },
        email: { key: 'email' },
        password: { key: 'tooShort', values: { minimum: 10 } },
      },
    });
  });

  it('calls an empty field missing rather than too short', () => {
    const result = validateWith(registerRequestSchema, { ...valid, username: '   ', email: '' });
    expect(result).toEqual({
      ok: false,
      problems: { username: { key: 'required' }, email: { key: 'required' } },
    });
  });

  it('refuses a valid payload when a form-only check fails', () => {
    expect(validateWith(registerRequestSchema, valid, confirmationProblem('a', 'b'))).toEqual({
      ok: false,
      problems: { confirm: { key: 'mismatch' } },
    });
  });
});

describe('confirmationProblem', () => {
  it('is missing when empty, a mismatch when different, nothing when equal', () => {
    expect(confirmationProblem('secret', '')).toEqual({ confirm: { key: 'required' } });
    expect(confirmationProblem('secret', 'Secret')).toEqual({ confirm: { key: 'mismatch' } });
    expect(confirmationProblem('secret', 'secret')).toEqual({});
  });
});

describe('serverProblems', () => {
  it('keeps only the fields the form shows', () => {
    expect(serverProblems({ email: ['taken'], extra: ['unknown'] }, ['email', 'username'])).toEqual({
      email: { key: 'rejected' },
    });
    expect(serverProblems(undefined, ['email'])).toEqual({});
  });

  it("words the password policy's refusals instead of a bare rejection", () => {
    expect(serverProblems({ password: [passwordRuleMessages.needsDigit] }, ['password'])).toEqual({
      password: { key: 'needsDigit' },
    });
    expect(serverProblems({ password: ['must be at least 14 characters long'] }, ['password'])).toEqual({
      password: { key: 'tooShort', values: { minimum: 14 } },
    });
  });
});
