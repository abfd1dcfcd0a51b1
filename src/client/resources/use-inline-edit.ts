import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { DocModel } from '../../shared/api/resources';
import type { HttpClient } from '../api/http-client';
import { HttpError } from '../api/http-errors';
import { validateField } from '../forms/field-rules';
import { fieldRulesOf, writtenValueOf } from '../forms/field-rules-of';
import type { GridRow } from '../grid/grid-types';
import type { WindowedRows } from '../grid/use-windowed-rows';
import { announce } from '../shell/feedback/live-announcer';
import { type RecordAddress, updateRecord } from './resource-queries';

export const addressOfRow = (model: DocModel, row: GridRow): RecordAddress => ({
  key: String(row[model.key] ?? ''),
  ...(model.parent ? { parentKey: String(row[model.parent.field] ?? '') } : {}),
});

/** The message a refused save shows in the cell: the field's own, else what the refusal means. */
function refusalOf(error: unknown, columnId: string, t: TFunction): string {
  if (!(error instanceof HttpError)) return t('httpErrors.bad-response');
  if (error.status === 409) return t('resources.common.conflict');
  const fieldMessage = error.body?.fields?.[columnId]?.[0];
  return fieldMessage ?? error.body?.message ?? t(`httpErrors.${error.kind}`);
}

/**
 * Editing a list's cells in place: the typed text is checked with the field's rules, the row
 * shows the new value at once (optimistic), and the server's answer replaces it, or the old row
 * comes back with the server's reason when the save is refused (validation, permission, or a
 * version someone else saved since).
 */
export function useInlineEdit(
  http: HttpClient,
  model: DocModel | undefined,
  rows: WindowedRows,
  t: TFunction,
) {
  const validateEdit = useCallback(
    (columnId: string, text: string) => {
      const field = model?.fields.find((candidate) => candidate.name === columnId);
      return field ? (validateField(text, fieldRulesOf(field, t))[0] ?? null) : null;
    },
    [model, t],
  );

  const commitEdit = useCallback(
    async (row: GridRow, columnId: string, text: string, index: number): Promise<string | null> => {
      const field = model?.fields.find((candidate) => candidate.name === columnId);
      if (!model || !field) return t('resources.common.notFound');
      const value = writtenValueOf(field, text);
      const version = typeof row.version === 'number' ? row.version : 0;
      rows.setRow(index, { ...row, [columnId]: value });
      try {
        const answer = await updateRecord(http, model.resource, addressOfRow(model, row), {
          [columnId]: value,
          version,
        });
        rows.setRow(index, answer.ResponseData);
        announce(
          t(`resources.${model.resource}.saved`, {
            label: String(row[model.labelField] ?? row[model.key] ?? ''),
          }),
        );
        return null;
      } catch (error) {
        rows.setRow(index, row);
        return refusalOf(error, columnId, t);
      }
    },
    [http, model, rows, t],
  );

  return { validateEdit, commitEdit };
}
