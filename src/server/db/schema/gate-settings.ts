import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GateStorageKind } from '../../../shared/api/gate-settings';
import type { GateFormFieldType } from '../../../shared/resources/gate-settings';
import { users } from './access';
import { version, yesNo } from './columns';
import { gates } from './gate-pass';

/**
 * The company's one row of gate pass settings (issue 24, /gpm/gpm-settings): what the gate screen
 * and the scan endpoints read, where pass attachments are stored, and the version of the mobile
 * menu tree. Created by its migration, never deleted.
 */
export const gateSettings = pgTable(
  'gate_settings',
  {
    Code: integer('code').primaryKey().default(1),
    /** Hours a new pass stays valid unless its author says otherwise. */
    DefaultValidityHours: integer('default_validity_hours').notNull().default(24),
    /** Every delivery leaving needs a gate pass. */
    PassRequired: yesNo('pass_required').notNull().default('Y'),
    /** A second scan of the same pass at the same gate within these seconds is a double read: not notified. */
    DuplicateWindowSeconds: integer('duplicate_window_seconds').notNull().default(60),
    /** A guard may type a pass number by hand. */
    ManualEntry: yesNo('manual_entry').notNull().default('Y'),
    SoundOn: yesNo('sound_on').notNull().default('Y'),
    /** Hours of passes (valid from now on) a gate caches for backup mode. */
    CacheHours: integer('cache_hours').notNull().default(24),
    /** local: a folder under the data directory; s3: an S3-compatible store. */
    StorageKind: varchar('storage_kind', { length: 5 }).notNull().$type<GateStorageKind>().default('local'),
    LocalFolder: text('local_folder').notNull().default('gate-attachments'),
    S3Endpoint: text('s3_endpoint'),
    S3Bucket: varchar('s3_bucket', { length: 63 }),
    S3Region: varchar('s3_region', { length: 40 }),
    S3AccessKeyId: varchar('s3_access_key_id', { length: 128 }),
    /** Written, never answered: the API says only whether it is set. */
    S3Secret: text('s3_secret'),
    /** Grows with every save of the mobile menu tree, which answers 409 to a stale one. */
    MenuVersion: integer('menu_version').notNull().default(1),
    version: version(),
  },
  (t) => [check('gate_settings_one_row', sql`${t.Code} = 1`)],
);

/**
 * Who may scan at which gate, from when until when, with the guard's own sign-in rules at that
 * gate. A user with no row here keeps what their group's rules give them (docs/decisions.md).
 */
export const gateUsers = pgTable(
  'gate_users',
  {
    AssignmentId: integer('assignment_id').primaryKey(),
    UserCode: varchar('user_code', { length: 25 })
      .notNull()
      .references(() => users.USER_CODE, { onDelete: 'cascade', onUpdate: 'cascade' }),
    GateCode: varchar('gate_code', { length: 20 })
      .notNull()
      .references(() => gates.GateCode),
    ValidFrom: date('valid_from'),
    ValidTo: date('valid_to'),
    Active: yesNo('active').notNull().default('Y'),
    /** Digits of the guard's PIN at the gate screen. */
    PinLength: integer('pin_length').notNull().default(6),
    /** Minutes a guard's session at the gate lasts. */
    SessionMinutes: integer('session_minutes').notNull().default(480),
    MayUseBackup: yesNo('may_use_backup').notNull().default('Y'),
    version: version(),
  },
  (t) => [
    uniqueIndex('gate_users_user_gate_idx').on(t.UserCode, t.GateCode),
    index('gate_users_gate_idx').on(t.GateCode),
  ],
);

/** A named set of fields the phone-sized gate form shows (photo, seal number, odometer, remarks). */
export const gateFormTemplates = pgTable('gate_form_templates', {
  TemplateCode: varchar('template_code', { length: 20 }).primaryKey(),
  Name: text('name').notNull(),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/** One field of a template, labelled in the three languages. */
export const gateFormFields = pgTable(
  'gate_form_fields',
  {
    FieldId: integer('field_id').primaryKey(),
    TemplateCode: varchar('template_code', { length: 20 })
      .notNull()
      .references(() => gateFormTemplates.TemplateCode, { onDelete: 'cascade' }),
    FieldCode: varchar('field_code', { length: 30 }).notNull(),
    LabelEn: text('label_en').notNull(),
    LabelFr: text('label_fr'),
    LabelAr: text('label_ar'),
    FieldType: varchar('field_type', { length: 8 }).notNull().$type<GateFormFieldType>().default('text'),
    Required: yesNo('required').notNull().default('N'),
    SortOrder: integer('sort_order').notNull().default(0),
    version: version(),
  },
  (t) => [uniqueIndex('gate_form_fields_code_idx').on(t.TemplateCode, t.FieldCode)],
);

/**
 * The gate app's menu: one tree, saved whole (its version is gate_settings.MenuVersion). Groups
 * lists the user group codes that see an entry; empty, every gate user sees it.
 */
export const gateMobileMenu = pgTable(
  'gate_mobile_menu',
  {
    EntryId: integer('entry_id').primaryKey(),
    ParentId: integer('parent_id'),
    Position: integer('position').notNull(),
    LabelEn: text('label_en').notNull(),
    LabelFr: text('label_fr'),
    LabelAr: text('label_ar'),
    /** The gate app's route or action the entry opens (/gpm/gpm-scan-logs). */
    Target: varchar('target', { length: 200 }),
    Groups: text('groups').array().notNull().default(sql`'{}'`),
  },
  (t) => [index('gate_mobile_menu_parent_idx').on(t.ParentId, t.Position)],
);
