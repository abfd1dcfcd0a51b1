import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../shell/feedback/notifications';
import { ModalFrame } from '../../ui/modal-frame';
import { secondaryButton } from '../../ui/secondary-button.css';
import { encodeLayout } from '../../workspace/layout-codec';
import { saveNamedLayout } from '../../workspace/layout-storage';
import * as styles from './save-layout-dialog.css';
import { workspaceSignal } from './workspace-store';

/**
 * "Save the layout as…": a small modal asking for a name. The layout is kept for this user on
 * this device and listed in the command palette.
 */
export function SaveLayoutDialog({ userKey, onClose }: { userKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = { name: useId(), problem: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const workspace = workspaceSignal.value;
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!workspace) return;
    const saved = saveNamedLayout(window.localStorage, userKey, name, encodeLayout(workspace));
    if (!saved.ok) {
      setProblem(true);
      input.current?.focus();
      return;
    }
    notify({ text: t('workspace.layouts.saved', { name }) });
    onClose();
  };

  return (
    <ModalFrame
      title={t('workspace.layouts.saveHeading')}
      onClose={onClose}
      placement="center"
      size="small"
      initialFocus={input}
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <label htmlFor={ids.name}>{t('workspace.layouts.name')}</label>
        <input
          ref={input}
          id={ids.name}
          name="name"
          maxLength={60}
          required
          aria-invalid={problem || undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onInput={() => setProblem(false)}
        />
        {problem && (
          <p id={ids.problem} role="alert" className={styles.problem}>
            {t('workspace.layouts.nameRequired')}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit">{t('workspace.layouts.save')}</button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('workspace.layouts.cancel')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
