import type { TFunction } from 'i18next';
import type { ErrorBody } from '../../shared/api/envelopes';
import type { ServerMessageKey } from '../../shared/i18n/sections/server-messages';
import { translatorFor } from '../../shared/i18n/translator';
import { fieldOfColumn } from '../db/column-fields';
import { type DatabaseFailure, databaseFailureOf } from '../db/database-errors';

/**
 * SQLSTATEs that say the statement's values were wrong, not the server: class 22 (data exception:
 * a text too long, a number out of range, a NUL, a malformed number or date), NOT NULL and CHECK
 * violations, and a value too large for an index or a row. The shared schemas refuse these values
 * first with a precise field error; this is the net under them, so input never answers 500.
 */
const inputClasses = ['22'];
const inputStates = new Set(['23502', '23514', '54000', '54001']);

const isInputFailure = (failure: DatabaseFailure) =>
  inputStates.has(failure.code) || inputClasses.includes(failure.code.slice(0, 2));

const messageOf: Record<string, ServerMessageKey> = {
  '22001': 'longerThanField',
  '22003': 'outOfFieldRange',
  '23502': 'isRequired',
  '23514': 'notAccepted',
};

/** The field a failure names (NOT NULL names its column), by its name on the wire. */
function fieldOf(failure: DatabaseFailure): string | undefined {
  if (failure.table === undefined || failure.column === undefined) return undefined;
  return fieldOfColumn(failure.table, failure.column) ?? failure.column;
}

/**
 * A database failure caused by the request's values as the 400 it is, with the field when
 * PostgreSQL names its column; undefined for any other error, which stays a 500.
 */
export function databaseInputError(
  error: unknown,
  t: TFunction = translatorFor('en'),
): ErrorBody | undefined {
  const failure = databaseFailureOf(error);
  if (!failure || !isInputFailure(failure)) return undefined;
  const field = fieldOf(failure);
  const message = t(`serverMessages.${messageOf[failure.code] ?? 'cannotBeStored'}`);
  return {
    code: 'VALIDATION_FAILED',
    message: t('serverMessages.unstorable'),
    fields: { [field ?? '_']: [message] },
  };
}
