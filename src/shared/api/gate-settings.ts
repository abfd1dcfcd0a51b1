import { z } from 'zod';
import { gateFormFieldTypes } from '../resources/gate-settings';
import { versionSchema } from '../resources/record-schemas';
import { boundedText } from '../wire/wire-formats';

/**
 * Gate pass settings (issue 24, /gpm/gpm-settings): where pass attachments are stored, the gate
 * app's mobile menu and forms, and the log of gate users' password resets. The single settings
 * form, gate users, notifications and form fields are resources (src/shared/resources/gate-settings.ts).
 */

/** Where pass attachments (photos of the load) are kept. */
export const gateStorageKinds = ['local', 's3'] as const;
export type GateStorageKind = (typeof gateStorageKinds)[number];

/**
 * A folder under the server's data directory: relative, without `..` segments or a drive, so an
 * administrator cannot point the server at a folder outside its own.
 */
export const localFolderSchema = boundedText(200, { trim: true })
  .refine((folder) => folder.length > 0, { message: 'must name a folder' })
  .refine((folder) => !/^([/\\]|[A-Za-z]:)/.test(folder), {
    message: 'must be a folder under the data directory, not an absolute path',
  })
  .refine((folder) => !folder.split(/[/\\]/).includes('..'), {
    message: 'must not leave the data directory',
  });

/** An S3-compatible endpoint: an http(s) URL without credentials, query or fragment. */
export function s3EndpointProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be a URL such as https://s3.eu-west-1.amazonaws.com';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (url.search || url.hash) return 'must not hold a query or a fragment';
  return undefined;
}

/** S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens. */
export const s3BucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const optionalText = (max: number) => boundedText(max, { trim: true }).nullable().optional();

/** GET /gpm/settings/ext-bucket: the secret is never answered, only whether one is stored. */
export const extBucketSchema = z.object({
  StorageKind: z.enum(gateStorageKinds),
  LocalFolder: z.string(),
  S3Endpoint: z.string().nullable(),
  S3Bucket: z.string().nullable(),
  S3Region: z.string().nullable(),
  S3AccessKeyId: z.string().nullable(),
  S3SecretSet: z.boolean(),
  version: versionSchema,
});
export type ExtBucket = z.infer<typeof extBucketSchema>;

/**
 * PUT /gpm/settings/ext-bucket. `S3Secret` is written when sent: a text replaces it, null clears
 * it, leaving it out keeps the stored one. The S3 fields are checked when the kind is s3.
 */
export const extBucketUpdateSchema = z
  .strictObject({
    StorageKind: z.enum(gateStorageKinds),
    LocalFolder: localFolderSchema,
    S3Endpoint: optionalText(500),
    S3Bucket: optionalText(63),
    S3Region: optionalText(40),
    S3AccessKeyId: optionalText(128),
    S3Secret: boundedText(500).nullable().optional(),
    version: versionSchema,
  })
  .superRefine((value, context) => {
    if (value.StorageKind !== 's3') return;
    const endpoint = value.S3Endpoint ?? '';
    const problem = endpoint ? s3EndpointProblem(endpoint) : 'is required for an S3 store';
    if (problem) context.addIssue({ code: 'custom', path: ['S3Endpoint'], message: problem });
    if (!value.S3Bucket)
      context.addIssue({ code: 'custom', path: ['S3Bucket'], message: 'is required for an S3 store' });
    else if (!s3BucketPattern.test(value.S3Bucket))
      context.addIssue({
        code: 'custom',
        path: ['S3Bucket'],
        message: 'must be 3 to 63 lower-case letters, digits, dots or hyphens',
      });
  });
export type ExtBucketUpdate = z.infer<typeof extBucketUpdateSchema>;

/** POST /gpm/settings/ext-bucket/test: whether the stored place looks usable, and why not. */
/** POST /gpm/settings/ext-bucket/test tests what is stored: it takes no fields. */
export const extBucketTestRequestSchema = z.strictObject({});

export const extBucketTestSchema = z.object({
  ok: z.boolean(),
  /** writable, not_writable, url_ok, url_bad: the client words it. */
  outcome: z.enum(['writable', 'not_writable', 'url_ok', 'url_bad']),
  detail: z.string().optional(),
});
export type ExtBucketTest = z.infer<typeof extBucketTestSchema>;

/** One entry of the gate app's menu as the tree editor sends and reads it, depth-first. */
export const mobileMenuEntrySchema = z.strictObject({
  EntryId: z.number().int().min(1).max(1_000_000),
  ParentId: z.number().int().min(1).max(1_000_000).nullable(),
  LabelEn: boundedText(100, { trim: true }).refine((label) => label.length > 0, { message: 'is required' }),
  LabelFr: boundedText(100, { trim: true }).nullable(),
  LabelAr: boundedText(100, { trim: true }).nullable(),
  Target: boundedText(200, { trim: true }).nullable(),
  /** User group codes that see it; empty: every gate user. */
  Groups: z.array(boundedText(30, { trim: true })).max(50),
});
export type MobileMenuEntry = z.infer<typeof mobileMenuEntrySchema>;

/** GET and PUT /gpm/settings/mobile-menu: the whole tree in order, with the version read. */
export const mobileMenuSchema = z.strictObject({
  Entries: z.array(mobileMenuEntrySchema).max(200),
  version: versionSchema,
});
export type MobileMenu = z.infer<typeof mobileMenuSchema>;

/** GET /gpm/mobile/menu: the entries the caller's groups see, each with its label in every language. */
export const mobileMenuForUserSchema = z.object({
  Entries: z.array(mobileMenuEntrySchema.omit({ Groups: true })),
});

/** GET /gpm/mobile/forms: the active templates and their fields, in order. */
export const mobileFormsSchema = z.object({
  Templates: z.array(
    z.object({
      TemplateCode: z.string(),
      Name: z.string(),
      Fields: z.array(
        z.object({
          FieldCode: z.string(),
          LabelEn: z.string(),
          LabelFr: z.string().nullable(),
          LabelAr: z.string().nullable(),
          FieldType: z.enum(gateFormFieldTypes),
          Required: z.enum(['Y', 'N']),
        }),
      ),
    }),
  ),
});
export type MobileForms = z.infer<typeof mobileFormsSchema>;

/** pending until used or expired; used once the new password was set. */
export const passwordResetStates = ['pending', 'used', 'expired'] as const;
export type PasswordResetState = (typeof passwordResetStates)[number];

/** GET /gpm/settings/password-resets: gate users' reset requests, newest first. */
export const gatePasswordResetSchema = z.object({
  id: z.number().int(),
  UserCode: z.string(),
  UserName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  state: z.enum(passwordResetStates),
});
export type GatePasswordReset = z.infer<typeof gatePasswordResetSchema>;
export const gatePasswordResetListSchema = z.object({
  data: z.array(gatePasswordResetSchema),
  /** The gate users an administrator may reset: those with a gate assignment. */
  users: z.array(z.object({ UserCode: z.string(), UserName: z.string(), hasEmail: z.boolean() })),
});
export type GatePasswordResetList = z.infer<typeof gatePasswordResetListSchema>;

/** POST /gpm/settings/password-resets: "reset now" for one gate user, by code. */
export const gatePasswordResetRequestSchema = z.strictObject({
  UserCode: boundedText(25, { trim: true }).refine((code) => code.length > 0, { message: 'is required' }),
});
