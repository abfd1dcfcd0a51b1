import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../shared/api/auth';
import { endSession } from '../session/session-flow';
import { useAppServices } from './app-services';
import { SessionMenu } from './session-menu';

/** What a signed-in user has today: who they are, their menu, and the way out. */
export function SignedInView({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="signed-in">
      <div className="who">
        <p>{t('session.signedInAs', { name: user.U_NAME, code: user.USER_CODE })}</p>
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void endSession({ ...services, queryClient });
          }}
        >
          {t('session.signOut')}
        </button>
      </div>
      <SessionMenu userId={user.id} />
    </section>
  );
}
