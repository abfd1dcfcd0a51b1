import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneLink } from '../../shell/pane-link';
import { usePaneOpener } from '../../shell/pane-opener';
import * as styles from './notes.css';
import type { DispatchHrefs } from './notes-paths';

/**
 * /dispatch/dispatch_notes/create: a note is a load planned in the assignments screen (date,
 * vehicle, driver, stops); this address leads there at once, and says so in case it cannot.
 */
export function NoteCreate({ hrefs }: { hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  useEffect(() => {
    open(hrefs.newAssignment, 'focused');
  }, [open, hrefs.newAssignment]);
  const title = t('dispatchNotes.titles.newNote');
  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.value}>
        {t('dispatchNotes.newNote.explain')}{' '}
        <PaneLink href={hrefs.newAssignment} className={styles.link}>
          {t('dispatchNotes.newNote.link')}
        </PaneLink>
      </p>
    </section>
  );
}
