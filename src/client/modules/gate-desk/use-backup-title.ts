import { useEffect } from 'react';

const separator = ' · ';

/**
 * Puts "Backup mode" in front of the tab's title while the desk works from its cache, so a guard
 * who switched tabs sees it too; taken off again when the server is back or the screen closes.
 * The navigation writes the title after each route change, so it is put back when that happens.
 */
export function useBackupTitle(backup: boolean, label: string): void {
  useEffect(() => {
    if (!backup) return;
    const prefix = `${label}${separator}`;
    const apply = () => {
      if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : undefined;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [backup, label]);
}
