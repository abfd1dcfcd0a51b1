import { useTranslation } from 'react-i18next';
import type { DocModel, RecordRow } from '../../shared/api/resources';
import { bindingById, type KeyBindingId } from '../keyboard/key-bindings';
import { KeyCombination } from '../keyboard/key-combination';
import * as buttons from '../ui/buttons.css';
import * as styles from './resource-record.css';

interface RecordToolbarProps {
  title: string;
  model: DocModel | undefined;
  record: RecordRow | undefined;
  editing: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  onToggleActive?: () => void;
  onHistory?: () => void;
}

function Action({ label, binding, onClick }: { label: string; binding?: KeyBindingId; onClick(): void }) {
  return (
    <button type="button" className={buttons.button} onClick={onClick}>
      {label} {binding && <KeyCombination keys={bindingById(binding).keys} />}
    </button>
  );
}

/** A record's heading and the actions the user has on it, each with its shortcut. */
export function RecordToolbar({
  title,
  model,
  record,
  editing,
  onEdit,
  onDelete,
  onToggleActive,
  onHistory,
}: RecordToolbarProps) {
  const { t } = useTranslation();
  const active = model?.activeField && record ? record[model.activeField] === 'Y' : undefined;
  return (
    <div className={styles.header}>
      <h1 className={styles.heading}>{title}</h1>
      {!editing && onEdit && (
        <Action label={t('resources.common.edit')} binding="record-edit" onClick={onEdit} />
      )}
      {onToggleActive && active !== undefined && (
        <Action
          label={active ? t('resources.common.deactivate') : t('resources.common.activate')}
          onClick={onToggleActive}
        />
      )}
      {onHistory && (
        <Action label={t('resources.common.history')} binding="record-history" onClick={onHistory} />
      )}
      {onDelete && <Action label={t('resources.common.delete')} binding="record-delete" onClick={onDelete} />}
    </div>
  );
}
