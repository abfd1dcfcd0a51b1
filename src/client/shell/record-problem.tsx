import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http-errors';
import * as buttons from '../ui/buttons.css';
import { usePaneCloser } from './pane-closer';
import { usePaneOpener } from './pane-opener';
import * as styles from './record-problem.css';
import { recordProblemKind } from './record-problem-kind';
import { useUnclaimedFocus } from './use-unclaimed-focus';

export interface RecordProblemProps {
  /** What failed: the record's query error, or undefined for an address that names no record. */
  error: unknown;
  /** The record as the user asked for it: "Sales Order 999999", "Item A100". */
  record: string;
  /** Where the records of its kind are listed: the first way on. */
  list?: { href: string; title: string };
  /** Asks again, offered only when the failure may pass (a 5xx, a lost connection). */
  onRetry?: () => void;
}

/**
 * What every screen of one record shows when it cannot show the record: a heading that says
 * why (the page's own, so the focus lands on it), a sentence, and the ways on, each a button:
 * back to the list in this pane, close the pane, or try again when that may help.
 */
export function RecordProblem({ error, record, list, onRetry }: RecordProblemProps) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const close = usePaneCloser();
  const heading = useRef<HTMLHeadingElement>(null);
  useUnclaimedFocus(heading);
  const kind = recordProblemKind(error);
  const text =
    kind === 'failed'
      ? t(`httpErrors.${error instanceof HttpError ? error.kind : 'bad-response'}`)
      : t(`shell.recordProblem.${kind}.text`);
  return (
    <div className={styles.problem} data-record-problem={kind}>
      <h1 ref={heading} className={styles.heading} tabIndex={-1} data-focus-landing>
        {t(`shell.recordProblem.${kind}.heading`, { record })}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.ways}>
        {kind === 'failed' && onRetry && (
          <button type="button" className={buttons.primaryButton} onClick={onRetry}>
            {t('shell.recordProblem.retry')}
          </button>
        )}
        {list && (
          <button type="button" className={buttons.button} onClick={() => open(list.href, 'focused')}>
            {t('shell.recordProblem.backTo', { list: list.title })}
          </button>
        )}
        {close && (
          <button type="button" className={buttons.button} onClick={close}>
            {t('shell.closePane')}
          </button>
        )}
      </div>
    </div>
  );
}
