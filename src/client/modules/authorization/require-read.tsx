import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionSignal } from '../../session/session-state';
import * as page from '../../ui/page-table.css';

/** What the server would refuse is not shown: a user who may not read user groups is told so. */
export function RequireRead({ subject, children }: { subject: string; children: ReactNode }) {
  useSignals();
  const { t } = useTranslation();
  const session = sessionSignal.value;
  if (session.status === 'signed-in' && session.ability.cannot('read', subject))
    return (
      <div className={page.page}>
        <h1 className={page.heading}>{t('pages.notAuthorized.heading')}</h1>
        <p>{t('pages.notAuthorized.explanation')}</p>
      </div>
    );
  return children;
}
