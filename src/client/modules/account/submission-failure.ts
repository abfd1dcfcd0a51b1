import { HttpError } from '../../api/http-errors';
import { type FieldProblems, serverProblems } from './field-problems';

/** Why a submission failed: an alert (a catalogue key) and any problems to show beside fields. */
export interface SubmissionFailure {
  alert: string;
  problems: FieldProblems;
}

/**
 * Maps a failed account request to what the form shows, by the server's error code: a taken
 * name, too many attempts, fields the server refused, or the transport's failure class.
 * `hidden` names fields the server may refuse that are not inputs (a reset link's token), each
 * with the alert that explains it.
 */
export function submissionFailure(
  error: unknown,
  shown: readonly string[],
  hidden: Partial<Record<string, string>> = {},
): SubmissionFailure {
  if (!(error instanceof HttpError)) return { alert: 'httpErrors.bad-response', problems: {} };
  const code = error.body?.code;
  if (code === 'ALREADY_EXISTS') return { alert: 'account.errors.alreadyExists', problems: {} };
  if (code === 'RATE_LIMITED') return { alert: 'account.errors.rateLimited', problems: {} };
  if (code === 'VALIDATION_FAILED') {
    const fields = error.body?.fields ?? {};
    for (const field of Object.keys(fields)) {
      const alert = hidden[field];
      if (alert) return { alert, problems: {} };
    }
    const problems = serverProblems(fields, shown);
    if (Object.keys(problems).length > 0) return { alert: 'account.errors.checkFields', problems };
  }
  return { alert: `httpErrors.${error.kind}`, problems: {} };
}
