import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http-errors';
import { refusalText } from '../api/refusal-text';
import * as styles from './record-screen.css';

/** A record's number from the route's id: digits only, else none (the screen says not found). */
export const entryOfId = (id: string | undefined): number | undefined =>
  id && /^\d+$/.test(id) ? Number(id) : undefined;

/**
 * A module's record screen (a dispatch note, a return, a gate pass): while it is read, then the record, or why not (not
 * found, not allowed, refused). `children` gets the screen's element for its shortcuts' scope.
 */
export function RecordScreen<Record>({
  answer,
  known,
  label,
  notFound,
  loading,
  children,
}: {
  answer: UseQueryResult<{ ResponseData: Record }, unknown>;
  /** Whether the id was a number at all. */
  known: boolean;
  label: string;
  notFound: string;
  /** What the screen says while the record is read. */
  loading: string;
  children: (record: Record, container: React.RefObject<HTMLElement | null>) => ReactNode;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const record = answer.data?.ResponseData;
  const missing = !known || (answer.error instanceof HttpError && answer.error.status === 404);
  return (
    <section ref={container} className={styles.page} data-key-scope="pane" aria-label={label}>
      {missing ? (
        <p role="alert" className={styles.alert}>
          {notFound}
        </p>
      ) : answer.error ? (
        <p role="alert" className={styles.alert}>
          {refusalText(answer.error, t)}
        </p>
      ) : record ? (
        children(record, container)
      ) : (
        <p className={styles.muted}>{loading}</p>
      )}
    </section>
  );
}

/** A record's values: each label above its value, as many columns as fit. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div className={styles.fact} key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value} dir="auto">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
