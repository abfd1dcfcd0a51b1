import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAnswerSchema } from '../../../shared/api/search';
import { type DocumentType, documentTypes, findDocumentType } from '../../../shared/documents/object-types';
import { changeLanguage, languages } from '../../i18n/i18n-setup';
import { ShortcutCheatSheet } from '../../keyboard/shortcut-cheat-sheet';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { notificationsOpenSignal } from '../../modules/notifications/notifications-open';
import { CommandPalette } from '../../palette/command-palette';
import type { DocumentByNumber } from '../../palette/document-number';
import { resolveDocumentNumber } from '../../palette/document-number';
import type { ChooseMode, PaletteEntry } from '../../palette/palette-entry';
import { readRecentItems, withRecentItems } from '../../palette/recent-items';
import type { SearchServer } from '../../palette/use-server-search';
import { toggleAccessibility } from '../../preferences/accessibility-setting';
import { themeChoices } from '../../preferences/preference-values';
import { setTheme } from '../../preferences/theme-settings';
import { isCopyHref } from '../../routes/document-route';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { decodeLayout } from '../../workspace/layout-codec';
import { listNamedLayouts, type NamedLayout } from '../../workspace/layout-storage';
import { workspaceFromLayout } from '../../workspace/workspace';
import { useNavItems } from '../use-nav-items';
import {
  commandEntries,
  layoutEntries,
  newDocumentEntries,
  type PaletteCommand,
  pageEntries,
  searchEntries,
} from './palette-entries';
import type { PaneActions } from './pane-actions';
import { SaveLayoutDialog } from './save-layout-dialog';
import { newPaneId, workspaceSignal } from './workspace-store';

/**
 * The command palette of the signed-in workspace (Ctrl+K / Cmd+K from anywhere): the user's
 * pages, the commands with their shortcuts, saved layouts, recent pages and the server's items
 * and partners. Enter opens in the focused pane, Ctrl/Cmd+Enter in a new pane to the right,
 * Shift+Enter below.
 */
export function PaletteHost({
  userId,
  actions,
  onCustomize,
  onSignOut,
}: {
  userId: number;
  actions: PaneActions;
  onCustomize: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const { http, storage } = useAppServices();
  const userKey = String(userId);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cheatSheet, setCheatSheet] = useState(false);
  useKeyBinding('open-command-palette', () => setOpen(true));
  useKeyBinding('save-layout-as', () => setSaving(true));
  const menu = useNavItems(userId);

  const { entries, recentIds } = useMemo(() => {
    if (!open) return { entries: [], recentIds: [] };
    const openLayout = (layout: NamedLayout) => {
      const decoded = decodeLayout(layout.encoded, newPaneId);
      if (decoded.ok) actions.openLayout(workspaceFromLayout(decoded.layout));
      else notify({ type: 'warning', text: t(`workspace.layoutRefused.${decoded.reason}`) });
    };
    const focused = () => workspaceSignal.value?.focused;
    const onFocused = (run: (id: string) => void) => () => {
      const id = focused();
      if (id) run(id);
    };
    const commands: PaletteCommand[] = [
      {
        id: 'split-right',
        title: t('workspace.commands.splitRight'),
        binding: 'split-pane-right',
        icon: 'tabler-layout-columns',
        run: onFocused((id) => actions.split(id, 'right')),
      },
      {
        id: 'split-down',
        title: t('workspace.commands.splitDown'),
        binding: 'split-pane-down',
        icon: 'tabler-layout-rows',
        run: onFocused((id) => actions.split(id, 'down')),
      },
      {
        id: 'close',
        title: t('workspace.commands.close'),
        binding: 'close-pane',
        icon: 'tabler-x',
        run: onFocused((id) => actions.close(id)),
      },
      {
        id: 'reopen',
        title: t('workspace.commands.reopen'),
        binding: 'reopen-pane',
        run: () => actions.reopen(),
      },
      {
        id: 'maximize',
        title: t('workspace.commands.maximize'),
        binding: 'toggle-maximize-pane',
        run: onFocused((id) => actions.maximize(id)),
      },
      {
        id: 'next',
        title: t('workspace.commands.next'),
        binding: 'focus-next-pane',
        run: () => actions.cycle(1),
      },
      {
        id: 'previous',
        title: t('workspace.commands.previous'),
        binding: 'focus-previous-pane',
        run: () => actions.cycle(-1),
      },
      {
        id: 'save-layout',
        title: t('workspace.commands.saveLayout'),
        binding: 'save-layout-as',
        run: () => setSaving(true),
      },
      {
        id: 'shortcuts',
        title: t('workspace.commands.shortcuts'),
        binding: 'open-shortcut-help',
        run: () => setCheatSheet(true),
      },
      {
        id: 'accessibility',
        title: t('layout.accessibilityMode'),
        binding: 'toggle-accessibility-mode',
        icon: 'tabler-accessible',
        run: toggleAccessibility,
      },
      { id: 'customize', title: t('layout.customize'), binding: 'open-customizer', run: onCustomize },
      {
        id: 'notifications',
        title: t('keyboard.commands.openNotifications'),
        binding: 'open-notifications',
        run: () => {
          notificationsOpenSignal.value = true;
        },
      },
      ...themeChoices.map((choice) => ({
        id: `theme-${choice}`,
        title: t('workspace.commands.theme', { name: t(`layout.themes.${choice}`) }),
        run: () => setTheme(choice),
      })),
      ...languages.map((language) => ({
        id: `language-${language}`,
        title: t('workspace.commands.language', { name: t(`language.autonym.${language}`) }),
        run: () => void changeLanguage(language, storage),
      })),
      {
        id: 'sign-out',
        title: t('workspace.commands.signOut'),
        binding: 'sign-out',
        icon: 'tabler-logout',
        run: onSignOut,
      },
    ];
    const session = sessionSignal.value;
    const mayCreate = (type: DocumentType) =>
      session.status === 'signed-in' && session.ability.can('create', type.subject);
    const local: PaletteEntry[] = [
      ...pageEntries(menu.data ?? [], t),
      ...newDocumentEntries(documentTypes, mayCreate, t),
      ...commandEntries(commands),
      ...layoutEntries(listNamedLayouts(storage, userKey), t, openLayout),
    ];
    // Copies recorded before copies stopped being recorded are left out too.
    const recent = readRecentItems(storage, userKey).filter((item) => !isCopyHref(item.href));
    return withRecentItems(local, recent);
  }, [open, t, actions, menu.data, storage, userKey, onCustomize, onSignOut]);

  const searchServer = useMemo<SearchServer>(
    () => async (query, signal) =>
      searchEntries(
        (await http.get('search', { query: { q: query, limit: 8 }, schema: searchAnswerSchema, signal }))
          .ResponseData,
      ),
    [http],
  );

  const choose = (entry: PaletteEntry, mode: ChooseMode) => {
    setOpen(false);
    if (entry.document) openByNumber(entry, entry.document, mode);
    else if (entry.href) actions.open(entry.href, mode, entry.title);
    else entry.run?.();
  };

  /** "SO 1234": the document whose DocNum is 1234, asked of the server, or why it is not opened. */
  const openByNumber = (entry: PaletteEntry, target: DocumentByNumber, mode: ChooseMode) => {
    const type = findDocumentType(target.objectId);
    const named = { name: type ? t(type.nameKey, { defaultValue: type.name }) : '', number: target.number };
    resolveDocumentNumber(http, target).then(
      (resolved) => {
        if (resolved.found) actions.open(resolved.href, mode, entry.title);
        else notify({ type: 'warning', text: t('palette.documentNotFound', named) });
      },
      (error: unknown) =>
        notify({
          type: 'error',
          text: t('palette.documentLookupFailed', {
            ...named,
            reason: error instanceof Error ? error.message : String(error),
          }),
        }),
    );
  };

  return (
    <>
      <CommandPalette
        open={open}
        onClose={() => setOpen(false)}
        entries={entries}
        recentIds={recentIds}
        onChoose={choose}
        searchServer={searchServer}
      />
      {saving && <SaveLayoutDialog userKey={userKey} onClose={() => setSaving(false)} />}
      <ShortcutCheatSheet open={cheatSheet} scopes={['global']} onClose={() => setCheatSheet(false)} />
    </>
  );
}
