import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { DocModel, RecordRow } from '../../shared/api/resources';
import type { HttpClient } from '../api/http-client';
import { HttpError } from '../api/http-errors';
import type { FormPayload } from '../forms/record-form-model';
import { notify } from '../shell/feedback/notifications';
import { refreshDealerGroups } from './dealer-queries';
import {
  createRecord,
  deleteRecord,
  type RecordAddress,
  recordQuery,
  resourceKeys,
  updateRecord,
} from './resource-queries';

export type SaveOutcome =
  | { saved: true; record: RecordRow }
  | { saved: false; fields: Record<string, string[]>; message?: string };

/** What a refused request means to the user: the server's field messages, or one sentence. */
function refusal(error: unknown, t: TFunction): SaveOutcome {
  if (error instanceof HttpError && error.status === 409 && error.body?.code === 'VERSION_CONFLICT')
    return { saved: false, fields: {}, message: t('resources.common.conflict') };
  if (error instanceof HttpError && error.body)
    return {
      saved: false,
      fields: error.body.fields ?? {},
      message: error.body.fields ? undefined : error.body.message,
    };
  return {
    saved: false,
    fields: {},
    message: t(`httpErrors.${error instanceof HttpError ? error.kind : 'bad-response'}`),
  };
}

/**
 * Create, save, delete and (de)activate a record, each followed by the precise cache updates:
 * the record itself and the resource's lists, nothing else.
 */
export function useRecordActions(http: HttpClient, model: DocModel | undefined, t: TFunction) {
  const queryClient = useQueryClient();
  const resource = model?.resource ?? '';
  const labelOf = (record: RecordRow) =>
    String(record[model?.labelField ?? ''] ?? record[model?.key ?? ''] ?? '');
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: resourceKeys.lists(resource) });
  const cached = (address: RecordAddress) =>
    queryClient.getQueryData(recordQuery(http, resource, address).queryKey)?.ResponseData;
  const remember = (address: RecordAddress, record: RecordRow) =>
    queryClient.setQueryData(recordQuery(http, resource, address).queryKey, {
      ResultCode: 1200,
      ResponseData: record,
    });

  async function create(values: FormPayload): Promise<SaveOutcome> {
    try {
      const record = (await createRecord(http, resource, values)).ResponseData;
      void refreshLists();
      void refreshDealerGroups(queryClient, resource, undefined, record);
      notify({ text: t(`resources.${resource}.created`, { label: labelOf(record) }) });
      return { saved: true, record };
    } catch (error) {
      return refusal(error, t);
    }
  }

  async function save(address: RecordAddress, version: number, values: FormPayload): Promise<SaveOutcome> {
    try {
      const record = (await updateRecord(http, resource, address, { ...values, version })).ResponseData;
      void refreshDealerGroups(queryClient, resource, cached(address), record);
      remember(address, record);
      void refreshLists();
      void queryClient.invalidateQueries({ queryKey: resourceKeys.history(resource, address) });
      notify({ text: t(`resources.${resource}.saved`, { label: labelOf(record) }) });
      return { saved: true, record };
    } catch (error) {
      return refusal(error, t);
    }
  }

  async function remove(address: RecordAddress, record: RecordRow): Promise<string | null> {
    try {
      await deleteRecord(http, resource, address, Number(record.version));
      queryClient.removeQueries({ queryKey: resourceKeys.record(resource, address), exact: true });
      void refreshLists();
      void refreshDealerGroups(queryClient, resource, record, undefined);
      notify({ text: t(`resources.${resource}.deleted`, { label: labelOf(record) }) });
      return null;
    } catch (error) {
      const outcome = refusal(error, t);
      if (error instanceof HttpError && error.body?.code === 'REFERENCED')
        return t('resources.common.referenced');
      return outcome.saved ? null : (outcome.message ?? t('httpErrors.bad-request'));
    }
  }

  return { create, save, remove };
}
