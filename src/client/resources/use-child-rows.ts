import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type RefObject, useState } from 'react';
import type { ColumnFilter, DocModel, RecordRow } from '../../shared/api/resources';
import type { DataGridHandle, GridRow } from '../grid/grid-types';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from '../shell/app-services';
import { announce } from '../shell/feedback/live-announcer';
import { notify } from '../shell/feedback/notifications';
import { childListRights, type ListRights, parentKeyOf, type RowFocusRequest, rightsOf } from './child-rows';
import { resourceKeys } from './resource-queries';
import { addressOfRow } from './use-inline-edit';
import { useRecordActions } from './use-record-actions';

interface ChildRowsOptions {
  model: DocModel | undefined;
  /** The list's fixed filters: a child list's name its parent's key. */
  fixed: readonly ColumnFilter[];
  /** The record the list sits under, whose rules decide the writes; none for a list of its own. */
  parentRecord: RecordRow | undefined;
  /** A list edited in place; only those add and delete rows here. */
  inline: boolean;
  grid: RefObject<DataGridHandle | null>;
  t: TFunction;
}

/**
 * Adding and deleting the rows of a list under a record (a partner's addresses), for every child
 * resource the definition lets be created or deleted: the rights as the server will judge them,
 * the new row being entered, the row waiting for its confirmation, and where the focus goes after.
 */
export function useChildRows({ model, fixed, parentRecord, inline, grid, t }: ChildRowsOptions) {
  const queryClient = useQueryClient();
  const { http } = useAppServices();
  const actions = useRecordActions(http, model, t);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<{ row: GridRow; index: number }>();
  const [focusRequest, setFocusRequest] = useState<RowFocusRequest>();
  const session = sessionSignal.value;
  const ability = session.status === 'signed-in' ? session.ability : undefined;
  const parentField = model?.parent?.field;
  const parentKey = parentField ? parentKeyOf(fixed, parentField) : undefined;
  const child = inline && model !== undefined && parentKey !== undefined;
  const rights: ListRights = child ? childListRights(ability, model, parentRecord) : rightsOf(model);

  // Settles once the list shows the change, so the focus request finds the rows as they are now.
  const listRefreshed = () =>
    queryClient.refetchQueries(
      { queryKey: resourceKeys.lists(model?.resource ?? ''), type: 'active' },
      { cancelRefetch: false },
    );

  const labelOf = (row: GridRow) =>
    `${t(`resources.${model?.resource}.one`)} ${String(row[model?.labelField ?? ''] ?? row[model?.key ?? ''] ?? '')}`;

  const askDelete = () => {
    const index = grid.current?.activeCell().row ?? -1;
    const row = index >= 0 ? grid.current?.rowAt(index) : undefined;
    if (row) setConfirming({ row, index });
    else announce(t('resources.common.noRowToDelete'));
  };

  const remove = async () => {
    if (!confirming || !model) return;
    const { row, index } = confirming;
    setConfirming(undefined);
    const refused = await actions.remove(addressOfRow(model, row), row);
    if (refused) {
      notify({ text: refused, type: 'error' });
      return;
    }
    await listRefreshed();
    setFocusRequest({ index });
  };

  const saved = async (record: RecordRow) => {
    setAdding(false);
    grid.current?.focus();
    await listRefreshed();
    setFocusRequest({ key: String(record[model?.key ?? ''] ?? '') });
  };

  return {
    child,
    rights,
    parentField,
    parentKey,
    adding: child && adding,
    startAdding: () => setAdding(true),
    discard: () => {
      setAdding(false);
      grid.current?.focus();
    },
    saved: (record: RecordRow) => void saved(record),
    confirming: confirming ? labelOf(confirming.row) : undefined,
    askDelete,
    remove: () => void remove(),
    cancelDelete: () => setConfirming(undefined),
    focusRequest,
    focusDone: () => setFocusRequest(undefined),
  };
}
