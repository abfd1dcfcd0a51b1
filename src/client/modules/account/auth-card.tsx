import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './auth-card.css';

export interface AuthCardProps {
  /** The card's own heading (level 2), under the product name (level 1). */
  heading: string;
  children: ReactNode;
}

/**
 * The frame of the signed-out screens (sign in, register, password reset): a centred card with
 * the product name as the page heading and the form's heading below it. The blank layout
 * around it provides the main landmark.
 */
export function AuthCard({ heading, children }: AuthCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className={styles.card}>
      <h1 className={styles.product}>{t('app.name')}</h1>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children}
      </section>
    </div>
  );
}
