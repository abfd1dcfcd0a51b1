import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormColumn, FormSort } from '../../shared/api/form-settings';
import type { RecordRow } from '../../shared/api/resources';
import type { DataGridHandle } from '../grid/grid-types';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { usePendingKeyBinding, usePendingKeyBindings } from '../keyboard/use-pending-key-bindings';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ColumnsDialog } from './columns-dialog';
import { FilterDialog } from './filter-dialog';
import { columnLayout, gridColumns } from './grid-columns';
import { ListToolbar } from './list-toolbar';
import { NewChildRow } from './new-child-row';
import { ResourceGrid } from './resource-grid';
import * as styles from './resource-list.css';
import { docModelQuery } from './resource-queries';
import { createHrefOf, type ResourceScreenSet } from './resource-screen-map';
import { useShortcutScope } from './shortcut-scope';
import { useChildRows } from './use-child-rows';
import { useColumnSettings } from './use-column-settings';
import { useListView } from './use-list-view';
import { useOwnerLabel } from './use-owner-label';

/**
 * A resource's list: the one grid over the server's rows (paged as the viewport moves), the
 * user's saved columns and sort, column filters, quick search, export and print, and the
 * record opened with Enter (Ctrl+Enter beside, Shift+Enter below) or edited in place; under a
 * record, rows added and deleted in place where the user may.
 */
interface ResourceListProps {
  set: ResourceScreenSet;
  params: Readonly<Record<string, string>>;
  /** A list inside a record screen: its own heading, a level below the record's. */
  heading?: string;
  /** The record a list of its children sits under, whose rules decide what may be written. */
  parentRecord?: RecordRow;
}

export function ResourceList({ set, params, heading, parentRecord }: ResourceListProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLDivElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'filters' | 'columns' | null>(null);
  const [filterColumn, setFilterColumn] = useState<string>();
  const model = useQuery(docModelQuery(http, set.objectId)).data;
  const { settings, save } = useColumnSettings(http, `${set.resource}.list`);
  const fixed = set.fixedFilters?.(params) ?? [];
  // A page's own list keeps its view in the pane's href; a list inside a record keeps its own.
  const list = useListView(model?.fields, settings?.sort, model?.defaultSort, fixed, heading === undefined);
  const session = sessionSignal.value;
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  const priceDec = session.status === 'signed-in' ? session.user.oadm.PriceDec : 2;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const fields = useMemo(() => model?.fields ?? [], [model]);
  const layout = useMemo(() => columnLayout(fields, settings?.columns), [fields, settings?.columns]);
  const children = useChildRows({
    model,
    fixed,
    parentRecord,
    inline: Boolean(set.inlineEdit),
    grid: gridRef,
    t,
  });
  // Built once per change, not per render: every visible cell formats through these columns.
  const inlineEdit = Boolean(set.inlineEdit) && children.rights.update;
  const columns = useMemo(
    () => gridColumns(fields, layout, { t, language, sumDec, priceDec, inlineEdit }),
    [fields, layout, t, language, sumDec, priceDec, inlineEdit],
  );
  const ownerLabel = useOwnerLabel(http, set, params);
  const exportColumns = useMemo(() => columns.map((column) => column.id), [columns]);
  const title =
    heading ??
    (ownerLabel === undefined
      ? t(`resources.${set.resource}.title`)
      : t(`resources.${set.resource}.titleOf`, { owner: ownerLabel }));
  const scope = useShortcutScope(container, heading !== undefined);
  const within = { within: scope };

  // Column changes keep the sort the user saved; a sort shown from the pane's href is not saved by them.
  const saveLayout = (next: FormColumn[], sort: readonly FormSort[] = settings?.sort ?? []) =>
    save({ columns: next, sort: [...sort] });
  const createHref = model?.can.create ? createHrefOf(set) : undefined;
  const addRow = children.child && children.rights.create ? children.startAdding : undefined;
  const deleteRow = children.child && children.rights.delete ? children.askDelete : undefined;
  const openCreate = () => (createHref ? open(createHref, 'focused') : addRow?.());
  // New or Delete pressed before the list's rights (its doc model) arrive waits for them.
  const rightKeys = usePendingKeyBindings(model === undefined);
  usePendingKeyBinding(rightKeys, 'record-new', openCreate, Boolean(createHref ?? addRow), within);
  usePendingKeyBinding(rightKeys, 'record-delete', () => deleteRow?.(), Boolean(deleteRow), within);
  // Without a column asked for, the one under the grid's active cell.
  const openFilters = (column?: string) => {
    const active = gridRef.current?.activeCell().col;
    setFilterColumn(column ?? (active === undefined ? undefined : columns[active]?.id));
    setDialog('filters');
  };
  useKeyBinding('list-filters', () => openFilters(), within);
  useKeyBinding('list-columns', () => setDialog('columns'), within);
  useKeyBinding('list-print', () => window.print(), within);

  return (
    <section ref={container} className={styles.page} aria-label={title} data-key-scope="pane">
      <ListToolbar
        title={title}
        headingLevel={heading ? 2 : 1}
        resource={set.resource}
        view={list.view}
        columns={exportColumns}
        search={list.search}
        onSearch={list.setSearch}
        onCreate={createHref || addRow ? openCreate : undefined}
        createRef={createButton}
        onDelete={deleteRow}
        onFilters={() => openFilters()}
        onColumns={() => setDialog('columns')}
        filters={list.filters}
        onRemoveFilter={(index) => list.setFilters(list.filters.filter((_, position) => position !== index))}
        fields={fields}
        within={scope}
      />
      {children.adding && model && children.parentField && children.parentKey !== undefined && (
        <NewChildRow
          model={model}
          parentField={children.parentField}
          parentKey={children.parentKey}
          moneyDecimals={sumDec}
          priceDecimals={priceDec}
          onSaved={children.saved}
          onDiscard={children.discard}
        />
      )}
      <ResourceGrid
        ref={gridRef}
        set={set}
        model={model}
        view={list.view}
        sort={list.sort}
        layout={layout}
        columns={columns}
        title={title}
        editable={inlineEdit}
        focusRequest={children.focusRequest}
        onFocusDone={(found) => {
          children.focusDone();
          if (!found) createButton.current?.focus();
        }}
        saveLayout={saveLayout}
        onSortChange={(next) => {
          list.setSort(next);
          saveLayout(layout, next);
        }}
        openFilters={openFilters}
      />
      {children.confirming !== undefined && (
        <ConfirmDialog
          title={t('resources.common.confirmDeleteRow', { label: children.confirming })}
          description={t('resources.common.cannotUndo')}
          confirmLabel={t('resources.common.delete')}
          cancelLabel={t('resources.common.cancel')}
          onConfirm={children.remove}
          onCancel={children.cancelDelete}
        />
      )}
      {dialog === 'filters' && (
        <FilterDialog
          fields={fields}
          filters={list.filters}
          column={filterColumn}
          shown={exportColumns}
          fixed={fixed}
          onApply={(next) => {
            list.setFilters(next);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'columns' && (
        <ColumnsDialog
          fields={fields}
          layout={layout}
          onChange={(next) => saveLayout(next)}
          onReset={() => saveLayout([], [])}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
