import type { TFunction } from 'i18next';
import { HttpError } from '../../api/http-errors';

export interface DocumentRefusal {
  /** One sentence for the whole refusal, already translated; absent when fields say it all. */
  message?: string;
  /** Field messages by the wire's path: "CardCode", "DocumentLines.2.Quantity". */
  fields: Record<string, string[]>;
  conflict: boolean;
}

const codeMessages: Partial<Record<string, string>> = {
  VERSION_CONFLICT: 'documents.errors.conflict',
  INSUFFICIENT_STOCK: 'documents.errors.insufficientStock',
  // A dispatch load beyond its vehicle (issue 23): the fields Weight and Volume carry the figures.
  CAPACITY_EXCEEDED: 'documents.errors.capacityExceeded',
  // The database was lost mid-request (503): a posting may or may not have committed.
  SERVICE_UNAVAILABLE: 'documents.errors.unavailable',
  INVALID_STATE: 'documents.errors.invalidState',
  FORBIDDEN: 'documents.errors.forbidden',
  NOT_FOUND: 'documents.errors.notFound',
};

/** What a refused document request means to the user: translated by its code, fields on their fields. */
export function documentRefusal(error: unknown, t: TFunction): DocumentRefusal {
  if (!(error instanceof HttpError))
    return { message: t('httpErrors.bad-response'), fields: {}, conflict: false };
  const code = error.body?.code;
  const fields = error.body?.fields ?? {};
  const conflict = code === 'VERSION_CONFLICT';
  const key = code ? codeMessages[code] : undefined;
  if (key) return { message: t(key), fields, conflict };
  if (code === 'VALIDATION_FAILED') return { message: t('documents.errors.checkFields'), fields, conflict };
  return { message: t(`httpErrors.${error.kind}`), fields, conflict };
}
