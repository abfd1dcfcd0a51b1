import type { TFunction } from 'i18next';
import { HttpError } from './http-errors';

/**
 * What a refused request says to the user: the server writes its refusals in the
 * request's language (Accept-Language), field messages after it; else the transport's own text.
 */
export function refusalText(error: unknown, t: TFunction): string {
  if (!(error instanceof HttpError)) return t('httpErrors.bad-response');
  const body = error.body;
  if (!body) return t(`httpErrors.${error.kind}`);
  const fields = Object.entries(body.fields ?? {}).flatMap(([path, messages]) =>
    messages.map((message) => `${path}: ${message}`),
  );
  return [body.message, ...fields].join(' ');
}
