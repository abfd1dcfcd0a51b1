import { inArray } from 'drizzle-orm';
import { gateNotificationKinds } from '../../../shared/alerts/alert-kinds';
import {
  gateBackupSettingsResource,
  gateCacheSettingsResource,
  gateFormFieldResource,
  gateFormTemplateResource,
  gateNotificationResource,
  gateSettingsResource,
  gateUserResource,
} from '../../../shared/resources/gate-settings';
import { alerts } from '../../db/schema/alerts';
import { gates } from '../../db/schema/gate-pass';
import { gateFormFields, gateFormTemplates, gateSettings, gateUsers } from '../../db/schema/gate-settings';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { assignmentPeriodProblem } from './gate-user-rules';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** An assignment's period runs forwards: from before to. */
async function checkAssignment(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  if (assignmentPeriodProblem(text(merged.ValidFrom), text(merged.ValidTo)))
    throw validationFailed({ ValidTo: [said('gateAssignmentBackwards')] });
}

/**
 * The gate settings' resources (issue 24); the routes beyond CRUD are in gate-settings-routes.ts.
 * The notifications are alerts: their writes take the alerts module's checks, composed in app.ts.
 */
export const gateSettingsBindings = (checkAlertWrite: ResourceBinding['beforeWrite']): ResourceBinding[] => [
  { definition: gateSettingsResource, table: gateSettings },
  { definition: gateCacheSettingsResource, table: gateSettings },
  { definition: gateBackupSettingsResource, table: gates },
  { definition: gateUserResource, table: gateUsers, beforeWrite: checkAssignment },
  {
    definition: gateNotificationResource,
    table: alerts,
    scope: () => inArray(alerts.AlertKind, [...gateNotificationKinds]),
    // Which kinds are watched is kept in the configuration cache, as for every alert.
    configuration: true,
    beforeWrite: checkAlertWrite,
  },
  {
    definition: gateFormTemplateResource,
    table: gateFormTemplates,
    owns: [{ table: gateFormFields, column: gateFormFields.TemplateCode }],
  },
  { definition: gateFormFieldResource, table: gateFormFields },
];
