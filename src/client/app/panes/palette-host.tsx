import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAnswerSchema } from '../../../shared/api/search';
import { type DocumentType, documentTypes, findDocumentType } from '../../../shared/documents/object-types';
import { specRoutes } from '../../../shared/screens/screen-catalogue';
import { contributedCommands } from '../../commands/contributed-commands';
import { keylessMembers } from '../../commands/keyless-commands';
import { changeLanguage, languages } from '../../i18n/i18n-setup';
import type { KeyBinding } from '../../keyboard/key-binding';
import type { KeyBindingId } from '../../keyboard/key-bindings';
import { useKeyboardLayer } from '../../keyboard/keyboard-layer-provider';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { CommandPalette } from '../../palette/command-palette';
import type { DocumentByNumber } from '../../palette/document-number';
import { resolveDocumentNumber } from '../../palette/document-number';
import type { ChooseMode, PaletteEntry } from '../../palette/palette-entry';
import { readRecentItems, withRecentItems } from '../../palette/recent-items';
import type { SearchServer } from '../../palette/use-server-search';
import { csvHeaderModes, csvHeaderPreference } from '../../preferences/export-settings';
import { themeChoices } from '../../preferences/preference-values';
import { setTheme } from '../../preferences/theme-settings';
import { isCopyHref } from '../../routes/document-hrefs';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { decodeLayout } from '../../workspace/layout-codec';
import { listNamedLayouts, type NamedLayout } from '../../workspace/layout-storage';
import { workspaceFromLayout } from '../../workspace/workspace';
import { useNavItems } from '../use-nav-items';
import { lastPaneFocus } from './discard-prompt';
import {
  commandEntries,
  layoutEntries,
  newDocumentEntries,
  newRecordEntries,
  type PaletteCommand,
  pageEntries,
  searchEntries,
} from './palette-entries';
import type { PaneActions } from './pane-actions';
import { SaveLayoutDialog } from './save-layout-dialog';
import { newPaneId, workspaceSignal } from './workspace-store';

/** Bindings the palette offers: not its own keys, a dialog's or a widget's. */
const offeredInPalette = (binding: KeyBinding) =>
  !binding.widget &&
  binding.group !== 'palette' &&
  binding.group !== 'dialogs' &&
  binding.id !== 'open-command-palette';

/**
 * Where the palette's commands apply: the focus when it is in a pane; from the menu or the top
 * bar, the focused pane's last focus (or its body), so its screen's commands are offered too.
 */
function commandFocusOf(active: Element | null): Element | null {
  if (active?.closest('[data-pane-id]')) return active;
  const id = workspaceSignal.value?.focused;
  if (!id) return active;
  const remembered = lastPaneFocus(id);
  if (remembered?.isConnected) return remembered;
  return document.querySelector(`[data-pane-id="${id}"] [data-pane-body] > *`) ?? active;
}

/**
 * The command palette of the signed-in workspace (Ctrl+K / Cmd+K from anywhere): the user's
 * pages, the commands with their shortcuts, saved layouts, recent pages and the server's items
 * and partners. Enter opens in the focused pane, Ctrl/Cmd+Enter in a new pane to the right,
 * Shift+Enter below.
 */
export function PaletteHost({ userId, actions }: { userId: number; actions: PaneActions }) {
  const { t } = useTranslation();
  const { http, storage } = useAppServices();
  const userKey = String(userId);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const layer = useKeyboardLayer();
  // Where the focus was when the palette opened: its commands are the ones offered.
  const commandFocus = useRef<Element | null>(null);
  useKeyBinding('open-command-palette', () => {
    commandFocus.current = commandFocusOf(document.activeElement);
    setOpen(true);
  });
  useKeyBinding('save-layout-as', () => setSaving(true));
  const menu = useNavItems(userId);

  const { entries, recentIds } = useMemo(() => {
    if (!open) return { entries: [], recentIds: [] };
    const openLayout = (layout: NamedLayout) => {
      const decoded = decodeLayout(layout.encoded, newPaneId);
      if (decoded.ok) actions.openLayout(workspaceFromLayout(decoded.layout));
      else notify({ type: 'warning', text: t(`workspace.layoutRefused.${decoded.reason}`) });
    };
    const focus = commandFocus.current;
    const commands: PaletteCommand[] = [
      // What a key would reach from where the focus was: the pane's, the screen's, the shell's.
      ...(layer?.available(focus) ?? [])
        .filter(({ binding }) => offeredInPalette(binding))
        .map(({ binding, run }) => ({
          id: binding.id,
          title: t(binding.titleKey),
          binding: binding.id as KeyBindingId,
          ...(binding.icon ? { icon: binding.icon } : {}),
          run,
        })),
      ...contributedCommands(focus),
      ...keylessMembers(
        'set-theme',
        t,
        themeChoices.map((choice) => ({
          key: choice,
          name: t(`layout.themes.${choice}`),
          run: () => setTheme(choice),
        })),
      ),
      ...keylessMembers(
        'set-language',
        t,
        languages.map((language) => ({
          key: language,
          name: t(`language.autonym.${language}`),
          run: () => void changeLanguage(language, storage),
        })),
      ),
      ...keylessMembers(
        'set-csv-header',
        t,
        csvHeaderModes.map((mode) => ({
          key: mode,
          name: t(`resources.common.csvHeader.${mode}`),
          run: () => csvHeaderPreference.set(mode),
        })),
      ),
    ];
    const session = sessionSignal.value;
    const mayCreate = (type: DocumentType) =>
      session.status === 'signed-in' && session.ability.can('create', type.subject);
    const local: PaletteEntry[] = [
      ...pageEntries(menu.data ?? [], t),
      ...newDocumentEntries(documentTypes, mayCreate, t),
      ...newRecordEntries(
        specRoutes,
        (subject) => session.status === 'signed-in' && session.ability.can('create', subject),
        t,
      ),
      ...commandEntries(commands),
      ...layoutEntries(listNamedLayouts(storage, userKey), t, openLayout),
    ];
    // Copies recorded before copies stopped being recorded are left out too.
    const recent = readRecentItems(storage, userKey).filter((item) => !isCopyHref(item.href));
    return withRecentItems(local, recent);
  }, [open, t, actions, menu.data, storage, userKey, layer]);

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
    else if (entry.run) {
      // A command runs where the focus was, as its key would have: the palette gives it back first.
      const focus = commandFocus.current;
      if (focus instanceof HTMLElement && focus.isConnected) focus.focus();
      entry.run();
    }
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
    </>
  );
}
