import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './data-grid.css';

interface GridStatusProps {
  rowCount: number | undefined;
  emptyText: string | undefined;
  /** Height of the header row, which the loading or empty message sits below. */
  headerHeight: number;
  hintsId: string;
  /** Column changes, for screen readers when the caller passes no announce function. */
  liveText: string;
}

/** Loading and empty messages over the grid, its key hints (aria-describedby) and its live region. */
export function GridStatus({ rowCount, emptyText, headerHeight, hintsId, liveText }: GridStatusProps) {
  const { t } = useTranslation();
  const empty = rowCount === 0 ? (emptyText ?? t('grid.noRows')) : null;
  const status = rowCount === undefined ? t('grid.loadingRows') : empty;
  return (
    <>
      {status && (
        <div className={styles.overlay} style={{ insetBlockStart: headerHeight }} role="status">
          {status}
        </div>
      )}
      <span id={hintsId} className={visuallyHidden}>
        {t('grid.hints')}
      </span>
      <div role="status" className={visuallyHidden}>
        {liveText}
      </div>
    </>
  );
}
