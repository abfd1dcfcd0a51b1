import { asc, eq, sql } from 'drizzle-orm';
import type { MobileForms, MobileMenu } from '../../../shared/api/gate-settings';
import { treeProblem } from '../../../shared/api/mobile-menu-tree';
import type { Db } from '../../db/database';
import { userGroupMembers, userGroups } from '../../db/schema/access';
import {
  gateFormFields,
  gateFormTemplates,
  gateMobileMenu,
  gateSettings,
} from '../../db/schema/gate-settings';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';

const entryColumns = {
  EntryId: gateMobileMenu.EntryId,
  ParentId: gateMobileMenu.ParentId,
  LabelEn: gateMobileMenu.LabelEn,
  LabelFr: gateMobileMenu.LabelFr,
  LabelAr: gateMobileMenu.LabelAr,
  Target: gateMobileMenu.Target,
  Groups: gateMobileMenu.Groups,
};

/**
 * The stored tree in depth-first order: each entry after its parent, siblings by position. Stored
 * positions are the list's own order, so reading by position gives the list back as saved.
 */
export async function readMobileMenu(db: Db): Promise<MobileMenu> {
  const [settings] = await db.select({ version: gateSettings.MenuVersion }).from(gateSettings);
  const Entries = await db.select(entryColumns).from(gateMobileMenu).orderBy(asc(gateMobileMenu.Position));
  return { Entries, version: settings?.version ?? 1 };
}

/** Replaces the whole tree given the version read: 409 when stale, 400 when the tree is not one. */
export async function saveMobileMenu(db: Db, menu: MobileMenu): Promise<MobileMenu> {
  const problem = treeProblem(menu.Entries);
  if (problem)
    throw validationFailed({
      [`Entries.${problem.index}`]: [
        said(problem.problem === 'duplicate' ? 'menuEntryTwice' : 'menuParentMissing'),
      ],
    });
  await db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(gateSettings)
      .set({ MenuVersion: sql`${gateSettings.MenuVersion} + 1` })
      .where(sql`${gateSettings.Code} = 1 and ${gateSettings.MenuVersion} = ${menu.version}`)
      .returning({ version: gateSettings.MenuVersion });
    if (!bumped) throw new AppError(409, 'VERSION_CONFLICT', said('mobileMenuStale'));
    await tx.delete(gateMobileMenu);
    if (menu.Entries.length)
      await tx.insert(gateMobileMenu).values(menu.Entries.map((entry, Position) => ({ ...entry, Position })));
  });
  return readMobileMenu(db);
}

/** The entries a user's groups see (an entry without groups is everyone's), under visible parents only. */
export async function mobileMenuFor(db: Db, userId: number): Promise<MobileMenu['Entries']> {
  const groups = await db
    .select({ code: userGroups.code })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(userGroupMembers.userId, userId));
  const codes = new Set(groups.map((group) => group.code));
  const { Entries } = await readMobileMenu(db);
  const shown = new Set<number>();
  return Entries.filter((entry) => {
    const visible =
      (entry.ParentId === null || shown.has(entry.ParentId)) &&
      (entry.Groups.length === 0 || entry.Groups.some((code) => codes.has(code)));
    if (visible) shown.add(entry.EntryId);
    return visible;
  });
}

/** The active templates with their fields in order, as the gate form reads them. */
export async function mobileForms(db: Db): Promise<MobileForms> {
  const templates = await db
    .select({ TemplateCode: gateFormTemplates.TemplateCode, Name: gateFormTemplates.Name })
    .from(gateFormTemplates)
    .where(eq(gateFormTemplates.Active, 'Y'))
    .orderBy(asc(gateFormTemplates.TemplateCode));
  const fields = await db
    .select({
      TemplateCode: gateFormFields.TemplateCode,
      FieldCode: gateFormFields.FieldCode,
      LabelEn: gateFormFields.LabelEn,
      LabelFr: gateFormFields.LabelFr,
      LabelAr: gateFormFields.LabelAr,
      FieldType: gateFormFields.FieldType,
      Required: gateFormFields.Required,
    })
    .from(gateFormFields)
    .orderBy(asc(gateFormFields.SortOrder), asc(gateFormFields.FieldId));
  return {
    Templates: templates.map((template) => ({
      ...template,
      Fields: fields
        .filter((field) => field.TemplateCode === template.TemplateCode)
        .map(({ TemplateCode: _, ...field }) => field),
    })),
  };
}
