import { useEffect, useRef } from 'react';
import { tinykeys } from 'tinykeys';
import { type ShellCommandId, shellCommands } from './shell-commands';

/**
 * Binds every shell command's shortcut on the window while the component lives. The handlers are
 * read through a ref so that new closures do not rebind the keys on every render.
 */
export function useShellShortcuts(handlers: Partial<Record<ShellCommandId, () => void>>): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const bindings = Object.fromEntries(
      shellCommands.map((command) => [
        command.shortcut,
        (event: KeyboardEvent) => {
          const run = current.current[command.id];
          if (!run) return;
          event.preventDefault();
          run();
        },
      ]),
    );
    return tinykeys(window, bindings);
  }, []);
}
