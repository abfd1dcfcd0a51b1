import { encodeLayout } from '../../src/client/workspace/layout-codec';
import { createWorkspace, openInSplit } from '../../src/client/workspace/workspace';

/**
 * The address of four quadrants, as a user splits them: `first` top left with the focus, `right`
 * beside it, `rightBelow` under that, and `below` under `first`.
 */
export function fourPanes(first: string, right: string, rightBelow: string, below: string): string {
  let next = 0;
  const newId = () => `p${next++}`;
  let workspace = createWorkspace(first, newId);
  const focused = workspace.focused;
  workspace = openInSplit(workspace, right, 'right', newId);
  workspace = openInSplit(workspace, rightBelow, 'down', newId);
  workspace = openInSplit({ ...workspace, focused }, below, 'down', newId);
  return `${first}?ws=${encodeLayout({ ...workspace, focused })}`;
}
