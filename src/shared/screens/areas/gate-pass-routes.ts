import type { RouteDefinition } from '../route-definition';
import { page, pagesUnder, resource } from '../screen-builders';

const gpm = '/gpm';
const settings = `${gpm}/gpm-settings`;
const mobile = `${settings}/mobile-settings`;

/**
 * The /gpm (gate pass management) area of specification section 2. The specification spells some
 * segments (backup_mode, gpm-documents, ext_bucket, password_resets) and describes the others in
 * words; those are written here in kebab case: "backup mode settings" is backup-mode-settings,
 * "mobile settings for form field templates" is mobile-settings/form-field-templates, "duplicate
 * logs" is reports/duplicate-logs.
 */
export const gatePassRoutes: RouteDefinition[] = [
  // Backup mode is a switch with its status, not a list: the administrators' (GateSettings).
  ...page(`${gpm}/backup_mode`, { icon: 'tabler-cloud-off', subject: 'GateSettings' }),
  ...resource(`${gpm}/gpm-documents`, {
    icon: 'tabler-file-barcode',
    subject: 'GatePass',
    title: 'gatePasses.title',
    newTitle: 'gatePasses.new',
  }),
  // Scan logs are written by the gate scanners: read, never created by hand.
  ...page(`${gpm}/gpm-scan-logs`, { icon: 'tabler-scan', subject: 'GateScan' }),

  // The settings landing page is what the server menu links to.
  ...page(settings, { icon: 'tabler-adjustments', subject: 'GateSettings' }),
  ...page(`${settings}/backup-mode-settings`),
  ...resource(`${settings}/gates`, { icon: 'tabler-door-enter', subject: 'GateSettings' }),
  ...resource(`${mobile}/form-field-templates`),
  ...resource(`${mobile}/form-fields`),
  // The mobile menu is one tree, edited in place.
  ...page(`${mobile}/mobile-menu`),
  // Settings, storage bucket and notifications are single forms; password resets a log of requests.
  ...pagesUnder(settings, ['settings', 'ext_bucket', 'notifications', 'password_resets']),

  ...pagesUnder(`${gpm}/reports`, [
    'bcp',
    'document',
    'duplicate-logs',
    'not-existing-documents',
    'scan-logs',
  ]),

  ...resource(`${gpm}/users`),
];
