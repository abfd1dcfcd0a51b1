import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http-errors';
import { submissionFailure } from './submission-failure';

const refused = (status: number, body: ConstructorParameters<typeof HttpError>[3]) =>
  new HttpError('bad-request', 'Refused.', status, body);

describe('submissionFailure', () => {
  it('maps the server error codes of the account calls to their own messages', () => {
    expect(submissionFailure(refused(409, { code: 'ALREADY_EXISTS', message: 'Taken.' }), [])).toEqual({
      alert: 'account.errors.alreadyExists',
      problems: {},
    });
    expect(submissionFailure(refused(429, { code: 'RATE_LIMITED', message: 'Slow down.' }), [])).toEqual({
      alert: 'account.errors.rateLimited',
      problems: {},
    });
  });

  it('puts refused fields beside their inputs, and explains a refused hidden field on its own', () => {
    const error = refused(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid.',
      fields: { token: ['expired'] },
    });
    expect(submissionFailure(error, ['password'], { token: 'account.reset.invalidLink' })).toEqual({
      alert: 'account.reset.invalidLink',
      problems: {},
    });
    const field = refused(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid.',
      fields: { email: ['bad'] },
    });
    expect(submissionFailure(field, ['email'])).toEqual({
      alert: 'account.errors.checkFields',
      problems: { email: { key: 'rejected' } },
    });
  });

  it('falls back to the failure class of the transport', () => {
    expect(submissionFailure(new HttpError('timeout', 'Slow.'), []).alert).toBe('httpErrors.timeout');
    expect(
      submissionFailure(refused(400, { code: 'VALIDATION_FAILED', message: 'Invalid.' }), []).alert,
    ).toBe('httpErrors.bad-request');
    expect(submissionFailure(new Error('boom'), []).alert).toBe('httpErrors.bad-response');
  });
});
