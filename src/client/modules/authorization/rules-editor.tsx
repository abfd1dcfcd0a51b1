import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizationKeys, groupRulesQuery, saveGroupRules } from '../../api/authorization-queries';
import { HttpError } from '../../api/http-errors';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import * as styles from './authorization.css';
import {
  type DraftField,
  draftOf,
  draftProblems,
  emptyDraft,
  type FieldProblem,
  moveDraft,
  type RuleDraft,
  ruleOf,
  serverProblems,
} from './rule-drafts';

type TextField = DraftField | 'reason';
/** The editable cells in column order; lists and conditions may run long, so they wrap. */
const cellOrder: readonly (TextField | 'inverted')[] = [
  'actions',
  'subjects',
  'conditions',
  'fields',
  'inverted',
  'reason',
];
const multiLine = new Set<string>(['subjects', 'conditions', 'fields']);
type Problems = Map<number, Partial<Record<DraftField, FieldProblem>>>;

/** Where focus goes after a row moves or a row is added: its key and one of its fields. */
interface FocusTarget {
  key: number;
  field: string;
}

function RulesForm({
  groupId,
  groupName,
  initial,
}: {
  groupId: number;
  groupName: string;
  initial: RuleDraft[];
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [drafts, setDrafts] = useState(initial);
  const [refused, setRefused] = useState<Problems>(new Map());
  const [alert, setAlert] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current
      ?.querySelector<HTMLElement>(`[data-rule-key="${focusTarget.key}"] [data-field="${focusTarget.field}"]`)
      ?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  // Checked on input: what the client finds, else what the server last said about the row.
  const problemsOf = (draft: RuleDraft, index: number) => {
    const own = draftProblems(draft);
    return Object.keys(own).length ? own : (refused.get(index) ?? {});
  };
  const message = (problem: FieldProblem) => ('key' in problem ? t(problem.key) : problem.text);

  const change = (index: number, patch: Partial<RuleDraft>) => {
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    setRefused((map) => {
      if (!map.has(index)) return map;
      const next = new Map(map);
      next.delete(index);
      return next;
    });
  };

  const focusedRow = () => {
    const row = document.activeElement?.closest<HTMLElement>('[data-rule-key]');
    const key = Number(row?.dataset.ruleKey);
    const index = drafts.findIndex((draft) => draft.key === key);
    const field = (document.activeElement as HTMLElement | null)?.dataset.field ?? 'actions';
    return index < 0 ? undefined : { index, key, field };
  };
  const move = (index: number, delta: -1 | 1, field: string) => {
    const key = drafts[index]?.key;
    setDrafts((rows) => moveDraft(rows, index, delta));
    setRefused(new Map());
    if (key !== undefined) setFocusTarget({ key, field });
  };
  const remove = (index: number) => {
    const neighbour = drafts[index + 1] ?? drafts[index - 1];
    setDrafts((rows) => rows.filter((_, at) => at !== index));
    setRefused(new Map());
    if (neighbour) setFocusTarget({ key: neighbour.key, field: 'actions' });
  };
  const add = () => {
    const draft = emptyDraft();
    setDrafts((rows) => [...rows, draft]);
    setFocusTarget({ key: draft.key, field: 'subjects' });
  };

  const save = async () => {
    if (saving) return;
    const invalid = drafts.findIndex((draft) => Object.keys(draftProblems(draft)).length > 0);
    if (invalid >= 0) {
      setAlert('authorization.rules.invalid');
      const key = drafts[invalid]?.key;
      const field = Object.keys(draftProblems(drafts[invalid] as RuleDraft))[0] ?? 'actions';
      if (key !== undefined) setFocusTarget({ key, field });
      return;
    }
    setSaving(true);
    try {
      await saveGroupRules(http, groupId, drafts.map(ruleOf));
      setAlert(undefined);
      setRefused(new Map());
      notify({ text: t('authorization.rules.saved', { group: groupName }) });
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.groupRules(groupId) });
    } catch (error) {
      const fields = error instanceof HttpError && error.status === 400 ? error.body?.fields : undefined;
      if (fields) {
        setRefused(serverProblems(fields));
        setAlert('authorization.rules.refused');
      } else setAlert('authorization.failed');
    } finally {
      setSaving(false);
    }
  };

  const within = { within: formRef };
  useKeyBinding('document-save', () => void save(), within);
  useKeyBinding('record-new', add, within);
  useKeyBinding(
    'row-move-up',
    () => {
      const row = focusedRow();
      if (row) move(row.index, -1, row.field);
    },
    within,
  );
  useKeyBinding(
    'row-move-down',
    () => {
      const row = focusedRow();
      if (row) move(row.index, 1, row.field);
    },
    within,
  );
  useKeyBinding(
    'document-line-delete',
    () => {
      const row = focusedRow();
      if (row) remove(row.index);
    },
    within,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const columns = [
    'position',
    'actions',
    'subjects',
    'conditions',
    'fields',
    'inverted',
    'reason',
    'commands',
  ] as const;
  const keysOf = (id: Parameters<typeof bindingById>[0]) => <KeyCombination keys={bindingById(id).keys} />;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('authorization.rules.editorHeading', { group: groupName })}
    >
      {alert && (
        <p role="alert" className={form.alert}>
          {t(alert)}
        </p>
      )}
      <p className={styles.hint}>
        {t('authorization.rules.shortcuts')} {t('keyboard.commands.rowMoveUp')} {keysOf('row-move-up')},{' '}
        {t('keyboard.commands.rowMoveDown')} {keysOf('row-move-down')},{' '}
        {t('keyboard.commands.documentLineDelete')} {keysOf('document-line-delete')}
      </p>
      {drafts.length === 0 ? (
        <p>{t('authorization.rules.empty')}</p>
      ) : (
        <CaptionedTable
          caption={t('authorization.rules.caption', { group: groupName })}
          columns={columns.map((key) => ({ key, label: t(`authorization.rules.columns.${key}`) }))}
        >
          {drafts.map((draft, index) => {
            const problems = problemsOf(draft, index);
            const position = index + 1;
            const labelOf = (field: string) =>
              t('authorization.rules.fieldOf', {
                field: t(`authorization.rules.columns.${field}`),
                position,
              });
            return (
              <tr key={draft.key} data-rule-key={draft.key}>
                <th scope="row" className={page.cell}>
                  {position}
                </th>
                {cellOrder.map((field) => {
                  if (field === 'inverted')
                    return (
                      <td key={field} className={page.cell}>
                        <input
                          type="checkbox"
                          data-field="inverted"
                          aria-label={labelOf('inverted')}
                          checked={draft.inverted}
                          onChange={(event) => change(index, { inverted: event.target.checked })}
                        />
                      </td>
                    );
                  const id = `${ids}-${draft.key}-${field}`;
                  const problem = field === 'reason' ? undefined : problems[field];
                  const control = {
                    id,
                    'data-field': field,
                    'aria-label': labelOf(field),
                    'aria-invalid': problem !== undefined,
                    'aria-describedby': problem ? `${id}-error` : undefined,
                    value: draft[field],
                    spellCheck: false,
                  };
                  return (
                    <td key={field} className={page.cell}>
                      {multiLine.has(field) ? (
                        <textarea
                          {...control}
                          dir="ltr"
                          rows={2}
                          className={`${form.input} ${field === 'conditions' ? styles.conditions : styles.list}`}
                          onChange={(event) => change(index, { [field]: event.target.value })}
                        />
                      ) : (
                        <input
                          {...control}
                          dir={field === 'reason' ? 'auto' : 'ltr'}
                          className={`${form.input} ${styles.control}`}
                          onChange={(event) => change(index, { [field]: event.target.value })}
                        />
                      )}
                      {problem && (
                        <p id={`${id}-error`} className={form.fieldError}>
                          {message(problem)}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td className={page.cell}>
                  <div className={styles.rowCommands}>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t('authorization.rules.moveUp', { position })}
                      aria-keyshortcuts={bindingById('row-move-up').keys}
                      disabled={index === 0}
                      onClick={() => move(index, -1, 'actions')}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t('authorization.rules.moveDown', { position })}
                      aria-keyshortcuts={bindingById('row-move-down').keys}
                      disabled={index === drafts.length - 1}
                      onClick={() => move(index, 1, 'actions')}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t('authorization.rules.remove', { position })}
                      onClick={() => remove(index)}
                    >
                      ✕
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </CaptionedTable>
      )}
      <div className={styles.toolbar}>
        <button type="button" className={secondaryButton} onClick={add}>
          {t('authorization.rules.add')} {keysOf('record-new')}
        </button>
        <button type="submit" className={form.submit} aria-disabled={saving}>
          {t('authorization.rules.save')} {keysOf('document-save')}
        </button>
      </div>
    </form>
  );
}

/** A group's rules, editable: loaded once per group, replaced whole on save. */
export function RulesEditor({ groupId, groupName }: { groupId: number; groupName: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const rules = useQuery(groupRulesQuery(http, groupId));
  if (rules.isError) return <p role="alert">{t('authorization.failed')}</p>;
  if (!rules.data) return null;
  return (
    <RulesForm
      key={`${groupId}:${rules.dataUpdatedAt}`}
      groupId={groupId}
      groupName={groupName}
      initial={rules.data.rules.map(draftOf)}
    />
  );
}
