import type { RouteAccess, RouteDefinition } from '../../shared/screens/route-definition';

/** One route of the specification and whether a real screen serves it yet. */
export interface CoverageRow {
  path: string;
  name: string;
  access: RouteAccess;
  served: boolean;
}

export interface CoverageSummary {
  total: number;
  served: number;
  /** Served routes as a percentage of all, rounded to one decimal: 1.7 for 7 of 423. */
  share: number;
}

/**
 * Every route, in declaration order, marked served when a screen is registered under its screen's
 * id (a screen at two paths serves both).
 */
export function coverageRows(routes: readonly RouteDefinition[], served: readonly string[]): CoverageRow[] {
  const servedIds = new Set(served);
  return routes.map(({ path, name, access, screen }) => ({
    path,
    name,
    access,
    served: servedIds.has(screen.id),
  }));
}

export function coverageSummary(rows: readonly CoverageRow[]): CoverageSummary {
  const total = rows.length;
  const served = rows.filter((row) => row.served).length;
  const share = total === 0 ? 0 : Math.round((served / total) * 1000) / 10;
  return { total, served, share };
}

/** The report's lines: a ✓ or · marker, path, name and access, then the closing count. */
export function coverageReport(rows: readonly CoverageRow[]): string[] {
  const pathWidth = Math.max(0, ...rows.map((row) => row.path.length));
  const nameWidth = Math.max(0, ...rows.map((row) => row.name.length));
  const { total, served, share } = coverageSummary(rows);
  return [
    ...rows.map(
      (row) =>
        `${row.served ? '✓' : '·'} ${row.path.padEnd(pathWidth)}  ${row.name.padEnd(nameWidth)}  ${row.access}`,
    ),
    `Routes served by a real screen: ${served} of ${total} (${share.toFixed(1)}%)`,
  ];
}
