import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchReturn } from '../../../shared/api/dispatch';
import { findDocumentType } from '../../../shared/documents/object-types';
import { formatDateTime } from '../../../shared/locale/formatters';
import { refusalText } from '../../api/refusal-text';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { entryOfId, Facts, RecordScreen } from '../../resources/record-screen';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { documentHrefs } from '../../routes/document-hrefs';
import { ActionBar } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { PaneLink } from '../../shell/pane-link';
import { CaptionedTable } from '../../ui/captioned-table';
import * as controls from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { LineItemHeader, LineQuantityCell } from './line-cells';
import * as styles from './notes.css';
import { amountText } from './notes-columns';
import type { DispatchHrefs } from './notes-paths';
import { notesKeys, postDispatchReturn, returnQuery } from './notes-queries';
import {
  initialChoices,
  mayRedeliver,
  type ReturnLineChoice,
  returnPostRequest,
  warehouseValid,
} from './return-post-model';
import { DeliveryLink } from './stop-card';
import { mayPostReturn } from './use-dispatch-base';

const salesReturn = findDocumentType('16');

/** A dispatch return's screen: read it, then show it, or say why not. */
export function ReturnScreen({ id, hrefs }: { id: string | undefined; hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const returnEntry = entryOfId(id);
  const answer = useQuery({ ...returnQuery(http, returnEntry ?? 0), enabled: returnEntry !== undefined });
  return (
    <RecordScreen
      answer={answer}
      known={returnEntry !== undefined}
      label={t('dispatchNotes.return.title', { number: id ?? '' })}
      notFound={t('dispatchNotes.return.notFound')}
      loading={t('dispatchNotes.loading')}
    >
      {(entry, container) => (
        <ReturnView key={entry.Status} entry={entry} hrefs={hrefs} container={container} />
      )}
    </RecordScreen>
  );
}

/**
 * What a stop brought back: its lines, and while open, per line the warehouse the goods go back
 * into and whether the order should be delivered again; Post (Alt+Shift+0 P) makes the return
 * document (16), shown with a link once posted.
 */
function ReturnView({
  entry,
  hrefs,
  container,
}: {
  entry: DispatchReturn;
  hrefs: DispatchHrefs;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const { language } = useColumnFormat();
  const amount = amountText(language);
  const within = useShortcutScope(container, false);
  const [choices, setChoices] = useState(() => initialChoices(entry));
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string>();
  const open = entry.Status === 'O';
  const mayPost = open && mayPostReturn(entry);
  const valid = entry.Lines.every((line) => warehouseValid(choices[line.LineNum]?.WhsCode ?? ''));
  const title = t('dispatchNotes.return.title', { number: entry.ReturnEntry });
  const choose = (lineNum: number, change: Partial<ReturnLineChoice>) =>
    setChoices((now) => ({
      ...now,
      [lineNum]: { ...(now[lineNum] ?? { WhsCode: '', Redeliver: false }), ...change },
    }));

  const post = async () => {
    if (!valid || posting) return;
    setPosting(true);
    setError(undefined);
    try {
      const answer = await postDispatchReturn(http, entry.ReturnEntry, returnPostRequest(entry, choices));
      queryClient.setQueryData(notesKeys.return(entry.ReturnEntry), answer);
      void queryClient.invalidateQueries({ queryKey: notesKeys.all });
      notify({
        text: t('dispatchNotes.return.posted', { number: answer.ResponseData.SalesReturnNum ?? '' }),
      });
    } catch (refused) {
      setError(refusalText(refused, t));
    } finally {
      setPosting(false);
    }
  };
  useKeyBinding('dispatch-post-return', () => void post(), { within, enabled: mayPost && valid && !posting });

  const facts: [string, React.ReactNode][] = [
    [t('dispatchNotes.columns.Status'), t(`dispatchNotes.returnStatus.${entry.Status}`)],
    [t('dispatchNotes.columns.Customer'), `${entry.CardCode} — ${entry.CardName}`],
    [
      t('dispatchNotes.columns.DispatchNum'),
      <PaneLink key="note" href={hrefs.note(entry.DispatchEntry)} className={styles.link}>
        {t('dispatchNotes.return.stopOf', { number: entry.DispatchNum, stop: entry.StopNum })}
      </PaneLink>,
    ],
    [
      t('dispatchNotes.columns.DeliveryNum'),
      <DeliveryLink key="delivery" entry={entry.DeliveryEntry} number={entry.DeliveryNum} />,
    ],
    [t('dispatchNotes.columns.CreatedAt'), formatDateTime(entry.CreatedAt, language)],
    ...(entry.Reason ? [[t('dispatchNotes.columns.Reason'), entry.Reason] as [string, string]] : []),
    ...(entry.PostedAt
      ? [[t('dispatchNotes.columns.PostedAt'), formatDateTime(entry.PostedAt, language)] as [string, string]]
      : []),
  ];
  return (
    <>
      <div className={styles.header}>
        <h1 tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        <span className={styles.badge}>{t(`dispatchNotes.returnStatus.${entry.Status}`)}</span>
        {mayPost && (
          <ActionBar
            actions={[
              {
                id: 'post',
                label: t('dispatchNotes.return.post'),
                binding: 'dispatch-post-return',
                onClick: () => void post(),
                primary: true,
                disabled: !valid || posting,
              },
            ]}
          />
        )}
      </div>
      {entry.SalesReturnEntry !== null && (
        <p className={styles.notice} role="status">
          {t('dispatchNotes.return.postedAs')}{' '}
          {salesReturn ? (
            <PaneLink
              href={documentHrefs.document(salesReturn, entry.SalesReturnEntry)}
              className={styles.link}
            >
              {t('dispatchNotes.return.document', { number: entry.SalesReturnNum ?? entry.SalesReturnEntry })}
            </PaneLink>
          ) : (
            t('dispatchNotes.return.document', { number: entry.SalesReturnNum ?? entry.SalesReturnEntry })
          )}
        </p>
      )}
      <Facts facts={facts} />
      <CaptionedTable
        caption={t('dispatchNotes.return.linesOf', { title })}
        columns={[
          { key: 'item', label: t('dispatchNotes.columns.Item') },
          { key: 'qty', label: t('dispatchNotes.columns.Quantity') },
          { key: 'order', label: t('dispatchNotes.columns.Order') },
          { key: 'whs', label: t('dispatchNotes.columns.WhsCode') },
          { key: 'redeliver', label: t('dispatchNotes.columns.Redeliver') },
        ]}
      >
        {entry.Lines.map((line) => {
          const choice = choices[line.LineNum] ?? { WhsCode: line.WhsCode, Redeliver: false };
          return (
            <tr key={line.LineNum}>
              <LineItemHeader line={line} />
              <LineQuantityCell line={line} amount={amount} />
              <td className={table.cell}>{line.OrderNum ?? ''}</td>
              <td className={table.cell}>
                {mayPost ? (
                  <input
                    className={`${controls.input} ${styles.shortInput}`}
                    dir="ltr"
                    maxLength={8}
                    aria-label={t('dispatchNotes.return.warehouseOf', { item: line.ItemName })}
                    aria-invalid={!warehouseValid(choice.WhsCode)}
                    value={choice.WhsCode}
                    onChange={(event) => choose(line.LineNum, { WhsCode: event.target.value })}
                  />
                ) : (
                  line.WhsCode
                )}
              </td>
              <td className={table.cell}>
                {mayPost ? (
                  <input
                    type="checkbox"
                    disabled={!mayRedeliver(line)}
                    aria-label={t('dispatchNotes.return.redeliverOf', { item: line.ItemName })}
                    checked={choice.Redeliver && mayRedeliver(line)}
                    onChange={(event) => choose(line.LineNum, { Redeliver: event.target.checked })}
                  />
                ) : line.Redelivered === 'Y' ? (
                  t('dispatchNotes.yes')
                ) : (
                  ''
                )}
              </td>
            </tr>
          );
        })}
      </CaptionedTable>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </>
  );
}
