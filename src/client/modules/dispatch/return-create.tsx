import { useTranslation } from 'react-i18next';
import { findDocumentType } from '../../../shared/documents/object-types';
import { documentHrefs } from '../../routes/document-hrefs';
import { PaneLink } from '../../shell/pane-link';
import * as styles from './notes.css';
import type { DispatchHrefs } from './notes-paths';

const salesReturn = findDocumentType('16');

/**
 * /dispatch/returns/create: a dispatch return is never typed in; it is what a stop's proof of
 * delivery left short (docs/decisions.md). The page says so and leads where returns are made
 * (Delivered) and where they wait (the open returns); a return without a dispatch note is a
 * Return (16) document, made from the delivery itself.
 */
export function ReturnCreate({ hrefs }: { hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const title = t('dispatchNotes.titles.newReturn');
  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.value}>{t('dispatchNotes.newReturn.explain')}</p>
      <ul className={styles.linkList}>
        <li>
          <PaneLink href={hrefs.delivered} className={styles.link}>
            {t('dispatchNotes.newReturn.delivered')}
          </PaneLink>
        </li>
        <li>
          <PaneLink href={hrefs.openReturns} className={styles.link}>
            {t('dispatchNotes.newReturn.open')}
          </PaneLink>
        </li>
        {salesReturn && (
          <li>
            <PaneLink href={documentHrefs.list(salesReturn)} className={styles.link}>
              {t('dispatchNotes.newReturn.document')}
            </PaneLink>
          </li>
        )}
      </ul>
    </section>
  );
}
