import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright';

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core through @axe-core/playwright (WCAG 2.2 A and AA rules and best practices) and
 * returns what it found, each with the selectors of the offending nodes, so a failing test says
 * where. It injects axe through the DevTools protocol, so the strict Content-Security-Policy does
 * not block it.
 *
 * Legacy mode runs axe.run in the page itself, each same-origin frame answering through axe's own
 * messaging; the default (runPartial) opens a blank page per call to merge the frames' results.
 * Both find the same (the product's screens have no cross-origin frames); measured on the item list
 * in one run, the default took 10.0 to 10.8 s a call and legacy 3.6 to 4.8 s.
 *
 * Only the violations are asked for in full (axe's resultTypes): every rule still runs on every
 * node, but axe builds the selector and HTML of each node for the results asked for only, keeping
 * one node of the passes and the incomplete, which this never read. On the item list that was 2.1 MB
 * of results for 53 kB, and a call took 2.2 to 2.6 s instead of 4.0 to 4.7 s (load 16).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const result = await new AxeBuilder({ page })
    // Before withTags: options() replaces what was set, withTags adds runOnly to it.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
