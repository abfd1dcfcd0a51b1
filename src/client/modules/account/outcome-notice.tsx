import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import * as styles from '../../ui/form-controls.css';
import type { FormLink } from './form-parts';

export interface OutcomeNoticeProps {
  message: string;
  /** `done` is announced politely as a status, `failed` at once as an alert. */
  outcome: 'done' | 'failed';
  /** The next step, focused when the notice appears: Enter then takes it. */
  next: FormLink;
  /** Other ways on, after the next step. */
  others?: FormLink[];
}

/**
 * What a form turns into once it has nothing more to ask: its request succeeded, or its link
 * cannot work. The form and its focused button are gone, so the focus moves to the next step
 * while the live region announces the outcome.
 */
export function OutcomeNotice({ message, outcome, next, others = [] }: OutcomeNoticeProps) {
  const nextRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => nextRef.current?.focus(), []);
  return (
    <>
      <p
        role={outcome === 'done' ? 'status' : 'alert'}
        className={outcome === 'done' ? styles.notice : styles.alert}
      >
        {message}
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={next.to} ref={nextRef}>
            {next.label}
          </Link>
        </li>
        {others.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
