import { createContext, useContext } from 'react';

const PaneCloserContext = createContext<(() => void) | undefined>(undefined);
export const PaneCloserProvider = PaneCloserContext.Provider;

/**
 * Closes the pane the calling screen is in (asking first about unsaved changes, as the title
 * bar's Close does); undefined outside a workspace (a screen test), where there is no pane.
 */
export const usePaneCloser = (): (() => void) | undefined => useContext(PaneCloserContext);
