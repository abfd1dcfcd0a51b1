import type { TFunction } from 'i18next';
import type { PaletteEntry } from '../../palette/palette-entry';
import { planningHrefs } from './planning-paths';

/**
 * "New load" in the palette for a user who may plan loads, beside the New <document> entries
 * (palette-entries.ts): it opens an empty load builder, found by "assignment" and "dispatch" too.
 */
export function newLoadEntries(mayPlan: boolean, t: TFunction): PaletteEntry[] {
  if (!mayPlan) return [];
  return [
    {
      id: 'new-document:dispatch-load',
      kind: 'command',
      title: t('dispatchPlanning.assignments.new'),
      keywords: [t('menu.dispatchAssignments'), t('dispatchPlanning.palette.keywords')],
      icon: 'tabler-truck',
      href: planningHrefs().newAssignment(),
    },
  ];
}
