import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileMenu, MobileMenuEntry } from '../../../shared/api/gate-settings';
import { depthOf, indent, moveDown, moveUp, outdent } from '../../../shared/api/mobile-menu-tree';
import { HttpError } from '../../api/http-errors';
import { bindingById, type KeyBindingId } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import * as form from '../../ui/form-controls.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import { shortcutLabel } from '../../ui/shortcut-label';
import * as styles from './gate-settings.css';
import { GateSettingsPage } from './gate-settings-page';
import { gateSettingsKeys, mobileMenuQuery, saveMobileMenu } from './gate-settings-queries';

type Move = (entries: readonly MobileMenuEntry[], index: number) => MobileMenuEntry[];
type LabelName = 'LabelEn' | 'LabelFr' | 'LabelAr' | 'Target';
const textFields: LabelName[] = ['LabelEn', 'LabelFr', 'LabelAr', 'Target'];
/** A move's keys as the sentence above the tree says them: arrows and brackets as signs. */
const keysOf = (id: KeyBindingId) =>
  shortcutLabel(bindingById(id).keys)
    .replace('ArrowUp', '↑')
    .replace('ArrowDown', '↓')
    .replace('BracketRight', ']')
    .replace('BracketLeft', '[');

function MenuEditor({ menu }: { menu: MobileMenu }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const pane = useRef<HTMLDivElement>(null);
  const tree = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState(menu.Entries);
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const current = entries[selected];
  const saveKeys = bindingById('document-save').keys;

  // The selected entry keeps the focus through moves, as the row it is.
  const focusSelected = useRef(false);
  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    tree.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  });

  const apply = (move: Move) => {
    if (!current) return;
    const next = move(entries, selected);
    const index = next.findIndex((entry) => entry.EntryId === current.EntryId);
    focusSelected.current = true;
    setEntries(next);
    setSelected(index);
    const siblings = next.filter((entry) => entry.ParentId === next[index]?.ParentId);
    setAnnouncement(
      t('gateSettings.menu.moved', {
        label: current.LabelEn,
        position: siblings.findIndex((entry) => entry.EntryId === current.EntryId) + 1,
        count: siblings.length,
        level: depthOf(next, index) + 1,
      }),
    );
  };
  useKeyBinding('row-move-up', () => apply(moveUp), { within: tree });
  useKeyBinding('row-move-down', () => apply(moveDown), { within: tree });
  useKeyBinding('row-indent', () => apply(indent), { within: tree });
  useKeyBinding('row-outdent', () => apply(outdent), { within: tree });

  const save = async () => {
    if (busy) return;
    if (entries.some((entry) => entry.LabelEn.trim() === '')) {
      setAlert('gateSettings.menu.invalid');
      return;
    }
    setBusy(true);
    try {
      const saved = await saveMobileMenu(http, { Entries: entries, version: menu.version });
      queryClient.setQueryData(gateSettingsKeys.mobileMenu(), saved);
      setAlert(undefined);
      notify({ text: t('gateSettings.menu.saved') });
    } catch (error) {
      const conflict = error instanceof HttpError && error.status === 409;
      setAlert(conflict ? 'gateSettings.menu.conflict' : 'gateSettings.failed');
      if (conflict) await queryClient.invalidateQueries({ queryKey: gateSettingsKeys.mobileMenu() });
    } finally {
      setBusy(false);
    }
  };
  useKeyBinding('document-save', () => void save(), { within: pane });

  const add = () => {
    const EntryId = Math.max(0, ...entries.map((entry) => entry.EntryId)) + 1;
    const entry: MobileMenuEntry = {
      EntryId,
      ParentId: null,
      LabelEn: t('gateSettings.menu.newEntry'),
      LabelFr: null,
      LabelAr: null,
      Target: null,
      Groups: [],
    };
    focusSelected.current = true;
    setEntries([...entries, entry]);
    setSelected(entries.length);
  };
  const remove = () => {
    if (!current) return;
    const gone = new Set([current.EntryId]);
    // Its children go with it: a tree keeps no orphan.
    const kept = entries.filter((entry) => {
      if (entry.ParentId !== null && gone.has(entry.ParentId)) gone.add(entry.EntryId);
      return !gone.has(entry.EntryId);
    });
    setEntries(kept);
    setSelected(Math.max(0, Math.min(selected, kept.length - 1)));
  };
  const edit = (values: Partial<MobileMenuEntry>) =>
    setEntries(entries.map((entry, index) => (index === selected ? { ...entry, ...values } : entry)));

  const onTreeKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const last = entries.length - 1;
    const target = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusSelected.current = true;
    setSelected(Math.max(0, Math.min(last, target)));
  };

  return (
    <div ref={pane} className={styles.stack}>
      {alert && (
        <p role="alert" className={form.alert}>
          {t(alert)}
        </p>
      )}
      <p id={`${ids}-keys`} className={styles.muted}>
        {t('gateSettings.menu.keys', {
          up: keysOf('row-move-up'),
          down: keysOf('row-move-down'),
          indent: keysOf('row-indent'),
          outdent: keysOf('row-outdent'),
        })}
      </p>
      {entries.length === 0 ? (
        <p>{t('gateSettings.menu.empty')}</p>
      ) : (
        <div
          ref={tree}
          role="tree"
          className={styles.tree}
          aria-label={t('gateSettings.menu.tree')}
          aria-describedby={`${ids}-keys`}
          onKeyDown={onTreeKey}
        >
          {entries.map((entry, index) => {
            const level = depthOf(entries, index);
            const siblings = entries.filter((candidate) => candidate.ParentId === entry.ParentId);
            const hasChildren = entries.some((candidate) => candidate.ParentId === entry.EntryId);
            return (
              <div
                key={entry.EntryId}
                role="treeitem"
                className={styles.treeItem}
                style={{ paddingInlineStart: `${0.75 + level * 1.5}rem` }}
                aria-level={level + 1}
                aria-setsize={siblings.length}
                aria-posinset={siblings.indexOf(entry) + 1}
                aria-selected={index === selected}
                aria-expanded={hasChildren ? true : undefined}
                tabIndex={index === selected ? 0 : -1}
                onFocus={() => setSelected(index)}
              >
                <span>{[entry.LabelEn, entry.LabelFr, entry.LabelAr].find(Boolean)}</span>
                <span className={styles.muted}>
                  {entry.Groups.length ? entry.Groups.join(', ') : t('gateSettings.menu.everyone')}
                </span>
              </div>
            );
          })}
        </div>
      )}
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      {current && (
        <fieldset className={`${styles.fieldset} ${styles.editor}`}>
          <legend className={styles.legend}>{t('gateSettings.menu.edit')}</legend>
          {textFields.map((name) => (
            <div key={name} className={form.field}>
              <label htmlFor={`${ids}-${name}`} className={form.label}>
                {t(`gateSettings.menu.fields.${name}`)}
              </label>
              <input
                id={`${ids}-${name}`}
                className={form.input}
                dir={name === 'Target' ? 'ltr' : name === 'LabelAr' ? 'rtl' : 'auto'}
                value={current[name] ?? ''}
                onChange={(event) =>
                  edit({ [name]: name === 'LabelEn' ? event.target.value : event.target.value || null })
                }
              />
            </div>
          ))}
          <div className={form.field}>
            <label htmlFor={`${ids}-groups`} className={form.label}>
              {t('gateSettings.menu.fields.Groups')}
            </label>
            <input
              id={`${ids}-groups`}
              className={form.input}
              dir="ltr"
              value={current.Groups.join(', ')}
              onChange={(event) =>
                edit({
                  Groups: event.target.value
                    .split(/[\s,;]+/)
                    .map((code) => code.trim())
                    .filter(Boolean),
                })
              }
            />
          </div>
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={secondaryButton} onClick={add}>
          {t('gateSettings.menu.add')}
        </button>
        <button type="button" className={secondaryButton} onClick={remove} disabled={!current}>
          {t('gateSettings.menu.remove')}
        </button>
        <button
          type="button"
          className={form.submit}
          aria-disabled={busy}
          aria-keyshortcuts={shortcutLabel(saveKeys)}
          onClick={() => void save()}
        >
          {t('gateSettings.menu.save')} <KeyCombination keys={saveKeys} />
        </button>
      </div>
    </div>
  );
}

/**
 * /gpm/gpm-settings/mobile-settings/mobile-menu: the gate app's menu as one tree, reordered from
 * the keyboard (Alt+Up/Down, Ctrl+] and Ctrl+[ to indent and outdent), each entry shown to the
 * groups named (none: every gate user), saved whole with the version read.
 */
export default function MobileMenuScreen() {
  const { http } = useAppServices();
  return (
    <GateSettingsPage section="menu" loaded={useQuery(mobileMenuQuery(http))}>
      {(menu) => <MenuEditor key={menu.version} menu={menu} />}
    </GateSettingsPage>
  );
}
