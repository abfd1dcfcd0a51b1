import { useRouter } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

export type OpenHow = 'focused' | 'split-right' | 'split-below';

/** Opens a page from inside a screen: in its own pane, or in a new pane beside or below it. */
export type PaneOpener = (href: string, how: OpenHow) => void;

const PaneOpenerContext = createContext<PaneOpener | null>(null);
export const PaneOpenerProvider = PaneOpenerContext.Provider;

/**
 * The workspace's opener; outside a workspace (a screen test) every page opens in place through
 * the screen's own router.
 */
export function usePaneOpener(): PaneOpener {
  const opener = useContext(PaneOpenerContext);
  const router = useRouter();
  return opener ?? ((href) => void router.navigate({ to: href }));
}
