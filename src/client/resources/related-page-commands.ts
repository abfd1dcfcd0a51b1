import { useTranslation } from 'react-i18next';
import { useContributedCommands } from '../commands/contributed-commands';
import { keylessMembers } from '../commands/keyless-commands';
import type { RelatedPage } from '../routes/related-pages';
import { usePaneOpener } from '../shell/pane-opener';

/**
 * "Open Stock history", "Open Item dashboard": while a record (or a grid with a row active) is
 * in focus, the palette offers its related pages; `recordKey` is read when the command runs, so
 * a grid's command follows its active row. Nothing is offered while no record is known.
 */
export function useRelatedPageCommands(
  pages: readonly RelatedPage[],
  recordKey: () => string | undefined,
  within: () => Element | null,
): void {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const members = pages.map((page) => ({
    key: page.key,
    name: t(page.nameKey),
    run: () => {
      const key = recordKey();
      if (key) open(page.href(key), 'focused');
    },
  }));
  useContributedCommands(keylessMembers('open-related-page', t, members), within);
}
