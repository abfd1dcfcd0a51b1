import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../../ui/modal-focus';
import { encodeLayout } from '../../workspace/layout-codec';
import { saveNamedLayout } from '../../workspace/layout-storage';
import { notify } from '../feedback/notifications';
import * as styles from './save-layout-dialog.css';
import { workspaceSignal } from './workspace-store';

/**
 * "Save the layout as…": a small modal asking for a name. The layout is kept for this user on
 * this device and listed in the command palette.
 */
export function SaveLayoutDialog({ userKey, onClose }: { userKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = { heading: useId(), name: useId(), problem: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (
      event.key === 'Tab' &&
      dialog.current &&
      wrapTab(dialog.current, event.shiftKey, document.activeElement)
    )
      event.preventDefault();
  };

  return (
    <div className={styles.scrim}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.heading}
        className={styles.dialog}
        data-key-scope="dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={ids.heading} className={styles.heading}>
          {t('workspace.layouts.saveHeading')}
        </h2>
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
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('workspace.layouts.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
