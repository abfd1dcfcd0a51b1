import { type Ref, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { saveFile } from '../api/save-file';
import { bindingById, type KeyBindingId } from '../keyboard/key-bindings';
import { KeyCombination } from '../keyboard/key-combination';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { csvHeaderPreference } from '../preferences/export-settings';
import { useAppServices } from '../shell/app-services';
import { notify } from '../shell/feedback/notifications';
import * as buttons from '../ui/buttons.css';
import { shortcutLabel } from '../ui/shortcut-label';
import { withCsvHeader } from './csv-header';
import { CsvHeaderMenu } from './csv-header-menu';
import { FilterChips } from './filter-chips';
import { filterText } from './filter-text';
import { fieldLabel } from './grid-columns';
import * as styles from './resource-list.css';
import { exportPath, type ListView } from './resource-queries';

interface ListToolbarProps {
  title: string;
  headingLevel: 1 | 2;
  resource: string;
  view: ListView;
  /** The grid's visible columns, in order: what the CSV export holds. */
  columns: readonly string[];
  search: string;
  onSearch(text: string): void;
  onCreate?: () => void;
  /** The New button, for the focus to land on once the last row of a list under a record is deleted. */
  createRef?: Ref<HTMLButtonElement>;
  /** Deletes the focused row (a list under a record). */
  onDelete?: () => void;
  onFilters(): void;
  onColumns(): void;
  filters: readonly ColumnFilter[];
  onRemoveFilter(index: number): void;
  fields: readonly FieldModel[];
  /** Where the search and export shortcuts are heard (see useShortcutScope). */
  within: () => Element | null;
}

/** An action of a list's heading, with the shortcut that does the same. */
export function ToolButton({
  label,
  binding,
  onClick,
  primary,
  ref,
  expanded,
  controls,
}: {
  label: string;
  binding: KeyBindingId;
  onClick(): void;
  primary?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** A button that shows and hides a part (a report's filters): whether it is shown, and its id. */
  expanded?: boolean;
  controls?: string;
}) {
  const keys = bindingById(binding).keys;
  return (
    <button
      ref={ref}
      type="button"
      className={primary ? buttons.primaryButton : buttons.button}
      onClick={onClick}
      aria-keyshortcuts={shortcutLabel(keys)}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      {label} <KeyCombination keys={keys} />
    </button>
  );
}

/** A list's heading and its actions, each with the shortcut that does the same. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const searchRef = useRef<HTMLInputElement>(null);
  const within = { within: props.within };
  const labelOf = (name: string) => {
    const field = props.fields.find((candidate) => candidate.name === name);
    return field ? fieldLabel(field, t) : name;
  };
  // The column titles the grid shows head the file, unless the user asked for field names too.
  const exportCsv = async () => {
    try {
      const file = await http.download(exportPath(props.resource, props.view, props.columns));
      saveFile(await withCsvHeader(file, labelOf, csvHeaderPreference.signal.value), `${props.resource}.csv`);
    } catch {
      notify({ text: t('httpErrors.bad-response'), type: 'error' });
    }
  };
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  useKeyBinding('list-search', focusSearch, within);
  useKeyBinding('list-export', () => void exportCsv(), within);
  const textOf = (filter: ColumnFilter) =>
    filterText(
      filter,
      props.fields.find((candidate) => candidate.name === filter.field),
      t,
    );

  return (
    <>
      <div className={styles.header}>
        {props.headingLevel === 1 ? (
          <h1 className={styles.heading}>{props.title}</h1>
        ) : (
          <h2 className={styles.heading}>{props.title}</h2>
        )}
        <input
          ref={searchRef}
          type="search"
          className={styles.search}
          aria-label={t('resources.common.search')}
          placeholder={t('resources.common.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          aria-keyshortcuts={shortcutLabel(bindingById('list-search').keys)}
        />
        {props.onCreate && (
          <ToolButton
            label={t('resources.common.new')}
            binding="record-new"
            onClick={props.onCreate}
            primary
            ref={props.createRef}
          />
        )}
        {props.onDelete && (
          <ToolButton label={t('resources.common.delete')} binding="record-delete" onClick={props.onDelete} />
        )}
        <ToolButton label={t('resources.common.filters')} binding="list-filters" onClick={props.onFilters} />
        <ToolButton label={t('resources.common.columns')} binding="list-columns" onClick={props.onColumns} />
        <ToolButton
          label={t('resources.common.exportCsv')}
          binding="list-export"
          onClick={() => void exportCsv()}
        />
        <CsvHeaderMenu />
        <ToolButton label={t('resources.common.print')} binding="list-print" onClick={() => window.print()} />
      </div>
      <FilterChips
        filters={props.filters}
        textOf={textOf}
        onRemove={props.onRemoveFilter}
        focusAfterLast={focusSearch}
      />
    </>
  );
}
