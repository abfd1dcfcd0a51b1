import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneLink } from '../../shell/pane-link';
import * as styles from './notes.css';
import type { DispatchHrefs } from './notes-paths';

/**
 * /dispatch/dispatch_notes/create: a note is a load planned in the assignments screen (date,
 * vehicle, driver, stops). The page says so and its link has the focus, so Enter goes there; it
 * does not go there by itself, which would send Back straight forward again.
 */
export function NoteCreate({ hrefs }: { hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  const title = t('dispatchNotes.titles.newNote');
  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.value}>{t('dispatchNotes.newNote.explain')}</p>
      <p className={styles.value}>
        <PaneLink ref={link} href={hrefs.newAssignment} className={styles.blockLink}>
          {t('dispatchNotes.newNote.link')}
        </PaneLink>
      </p>
    </section>
  );
}
