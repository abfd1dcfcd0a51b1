import type { RouteDefinition } from '../route-definition';
import { page, resource } from '../screen-builders';

const gpm = '/gpm';
const settings = `${gpm}/gpm-settings`;
const mobile = `${settings}/mobile-settings`;
const reports = `${gpm}/reports`;

/** The gate reports' paths, read by the catalogue below, the screen registry and the reports' links. */
export const gateReportPaths = {
  bcp: `${reports}/bcp`,
  document: `${reports}/document`,
  duplicateLogs: `${reports}/duplicate-logs`,
  notExistingDocuments: `${reports}/not-existing-documents`,
  scanLogs: `${reports}/scan-logs`,
} as const;
export type GateReport = keyof typeof gateReportPaths;

/** A pass's record (wt-gate-core's screen), where the passes' report opens a row. */
export const gatePassHref = (DocEntry: number) =>
  `${gpm}/gpm-documents/${encodeURIComponent(String(DocEntry))}`;

/** The gate settings' screens (issue 24), by the name the landing page and the screens use. */
export const gateSettingsPaths = {
  home: settings,
  'backup-mode-settings': `${settings}/backup-mode-settings`,
  gates: `${settings}/gates`,
  settings: `${settings}/settings`,
  ext_bucket: `${settings}/ext_bucket`,
  notifications: `${settings}/notifications`,
  password_resets: `${settings}/password_resets`,
  'form-field-templates': `${mobile}/form-field-templates`,
  'form-fields': `${mobile}/form-fields`,
  'mobile-menu': `${mobile}/mobile-menu`,
  users: `${gpm}/users`,
} as const;
const keptBy = { subject: 'GateSettings' } as const;

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
  ...page(gateSettingsPaths['backup-mode-settings'], { ...keptBy, icon: 'tabler-alert-triangle' }),
  ...resource(gateSettingsPaths.gates, { icon: 'tabler-door-enter', subject: 'GateSettings' }),
  ...resource(gateSettingsPaths['form-field-templates'], { ...keptBy, icon: 'tabler-template' }),
  ...resource(gateSettingsPaths['form-fields'], { ...keptBy, icon: 'tabler-list-check' }),
  // The mobile menu is one tree, edited in place.
  ...page(gateSettingsPaths['mobile-menu'], { ...keptBy, icon: 'tabler-sitemap' }),
  // Settings and the storage bucket are single forms; notifications one row per event (edited in
  // place); password resets a log of requests.
  ...page(gateSettingsPaths.settings, { ...keptBy, icon: 'tabler-settings' }),
  ...page(gateSettingsPaths.ext_bucket, { ...keptBy, icon: 'tabler-file-import' }),
  ...page(gateSettingsPaths.notifications, { ...keptBy, icon: 'tabler-bell' }),
  ...page(gateSettingsPaths.password_resets, { ...keptBy, icon: 'tabler-password' }),

  // The gate reports: the scans' under GateScan, the passes' under GatePass (issue 24).
  ...page(gateReportPaths.bcp, { icon: 'tabler-lifebuoy', subject: 'GateScan' }),
  ...page(gateReportPaths.document, { icon: 'tabler-file-certificate', subject: 'GatePass' }),
  ...page(gateReportPaths.duplicateLogs, { icon: 'tabler-copy', subject: 'GateScan' }),
  ...page(gateReportPaths.notExistingDocuments, { icon: 'tabler-file-unknown', subject: 'GateScan' }),
  ...page(gateReportPaths.scanLogs, { icon: 'tabler-list-search', subject: 'GateScan' }),

  ...resource(gateSettingsPaths.users, { ...keptBy, icon: 'tabler-user-cog' }),
];
