import { type Icon, IconPencil, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter } from '../../shared/api/resources';
import * as styles from './list-dialogs.css';

interface ActiveFilterListProps {
  filters: readonly ColumnFilter[];
  textOf(filter: ColumnFilter): string;
  onEdit(filter: ColumnFilter): void;
  onRemove(index: number): void;
}

/** A button that shows an icon and says what it does to assistive technology and as a tooltip. */
function IconAction({ label, icon: Icon, onClick }: { label: string; icon: Icon; onClick(): void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={onClick}>
      <Icon aria-hidden="true" size={16} />
    </button>
  );
}

/** The filters on in the drawer: each named in words, to be edited in the form above or removed. */
export function ActiveFilterList({ filters, textOf, onEdit, onRemove }: ActiveFilterListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (filters.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('resources.common.activeFilters')}
      </h3>
      <ul className={styles.columnList}>
        {filters.map((filter, index) => {
          const text = textOf(filter);
          return (
            <li key={`${filter.field}.${filter.op}`} className={styles.columnItem}>
              <span className={styles.filterText}>{text}</span>
              <IconAction
                label={t('resources.common.editFilter', { filter: text })}
                icon={IconPencil}
                onClick={() => onEdit(filter)}
              />
              <IconAction
                label={t('resources.common.removeFilter', { filter: text })}
                icon={IconX}
                onClick={() => onRemove(index)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
