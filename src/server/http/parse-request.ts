import { z } from 'zod';
import { translatorFor } from '../../shared/i18n/translator';
import { zodIssueMessage } from '../../shared/i18n/zod-issue-message';
import { type FieldTexts, validationFailed } from '../errors/app-error';
import { type LocalText, said } from '../errors/local-text';

const zodEnglish = z.locales.en().localeError;
const english = translatorFor('en');

/**
 * A refused value in the words of the forms' rules. A schema's own message (written for this
 * field: "may hold letters, digits, dots, dashes and underscores") says more than a rule's, but it
 * is English: an English request reads it, any other the rule's wording.
 */
function issueText(issue: z.core.$ZodIssue): LocalText {
  const generic = zodEnglish(issue as Parameters<typeof zodEnglish>[0]);
  const own = issue.message !== (typeof generic === 'string' ? generic : generic?.message);
  return (t) => (own && t === english ? issue.message : zodIssueMessage(issue, t));
}

/**
 * Field errors keyed by path ("DocDateFrom", "DocumentLines.0.Quantity"; "_" for the whole), each
 * worded as the forms word the same rule (zod's own messages are English and name types).
 */
export function fieldErrors(error: z.ZodError): FieldTexts {
  const fields: FieldTexts = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const pathParts of keys) {
      const name = pathParts.length ? pathParts.join('.') : '_';
      const text: LocalText =
        issue.code === 'unrecognized_keys' ? said('unknownParameter') : issueText(issue);
      fields[name] = [...(fields[name] ?? []), text];
    }
  }
  return fields;
}

/** Parses a request part with a shared schema, or throws the 400 that names each bad field. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}
