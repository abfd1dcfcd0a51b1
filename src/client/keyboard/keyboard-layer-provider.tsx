import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { createKeyboardLayer, type KeyboardLayer } from './keyboard-layer';

const KeyboardLayerContext = createContext<KeyboardLayer | null | undefined>(undefined);

/**
 * Creates the one keyboard layer of the page (on the window unless a target is given) and
 * disposes of it on unmount. It is created in an effect so that StrictMode's second mount gets a
 * live layer; components bind once it exists.
 */
export function KeyboardLayerProvider({ children, target }: { children: ReactNode; target?: HTMLElement }) {
  const [layer, setLayer] = useState<KeyboardLayer | null>(null);
  useEffect(() => {
    const created = createKeyboardLayer(target ?? window);
    setLayer(created);
    return () => {
      created.dispose();
      setLayer(null);
    };
  }, [target]);
  return <KeyboardLayerContext.Provider value={layer}>{children}</KeyboardLayerContext.Provider>;
}

/** The page's layer, or null during the first render; throws outside a KeyboardLayerProvider. */
export function useKeyboardLayer(): KeyboardLayer | null {
  const layer = useContext(KeyboardLayerContext);
  if (layer === undefined) throw new Error('useKeyboardLayer needs a KeyboardLayerProvider above it');
  return layer;
}
