import { useTranslation } from 'react-i18next';
import type { FormColumn } from '../../shared/api/form-settings';
import type { FieldModel } from '../../shared/api/resources';
import { ModalFrame } from '../ui/modal-frame';
import { fieldLabel, setHidden } from './grid-columns';
import * as styles from './list-dialogs.css';

interface ColumnsDialogProps {
  fields: readonly FieldModel[];
  layout: readonly FormColumn[];
  onChange(next: FormColumn[]): void;
  onReset(): void;
  onClose(): void;
}

/** Moves a column one place up or down the whole order, hidden ones included. */
function shift(layout: readonly FormColumn[], index: number, step: -1 | 1): FormColumn[] {
  const target = index + step;
  const next = [...layout];
  const [moving] = next.splice(index, 1);
  if (!moving || target < 0 || target > layout.length - 1) return [...layout];
  next.splice(target, 0, moving);
  return next;
}

/** Which columns show and in which order, by keyboard: a checkbox and two move buttons per column. */
export function ColumnsDialog({ fields, layout, onChange, onReset, onClose }: ColumnsDialogProps) {
  const { t } = useTranslation();
  const labelOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? fieldLabel(field, t) : name;
  };
  return (
    <ModalFrame
      title={t('resources.common.columns')}
      closeLabel={t('resources.common.cancel')}
      onClose={onClose}
      placement="side"
    >
      <ol className={styles.columnList}>
        {layout.map((column, index) => {
          const label = labelOf(column.field);
          return (
            <li key={column.field} className={styles.columnItem}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={!column.hidden}
                  onChange={(event) => onChange(setHidden(layout, column.field, !event.target.checked))}
                />
                {label}
              </label>
              <button
                type="button"
                className={styles.secondary}
                disabled={index === 0}
                aria-label={`${t('grid.menu.moveLeft')}: ${label}`}
                onClick={() => onChange(shift(layout, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={index === layout.length - 1}
                aria-label={`${t('grid.menu.moveRight')}: ${label}`}
                onClick={() => onChange(shift(layout, index, 1))}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onReset}>
          {t('resources.common.resetColumns')}
        </button>
      </div>
    </ModalFrame>
  );
}
