import { queryOptions } from '@tanstack/react-query';
import {
  byItemAnswerSchema,
  gapsAnswerSchema,
  type PriceChange,
  priceBatchAnswerSchema,
  priceBatchFinished,
  priceBatchListAnswerSchema,
  pricePreviewAnswerSchema,
  statsAnswerSchema,
} from '../../../shared/api/price-batches';
import type { HttpClient } from '../../api/http-client';

const base = 'pricing/base-prices';

/** Query keys of the base price tools, built in one place so invalidation is precise. */
export const priceToolKeys = {
  all: ['price-tools'] as const,
  batches: () => [...priceToolKeys.all, 'batches'] as const,
  batch: (batchId: number) => [...priceToolKeys.batches(), batchId] as const,
  byItem: (itemCode: string) => [...priceToolKeys.all, 'by-item', itemCode] as const,
  gaps: (priceList: number, offset: number) => [...priceToolKeys.all, 'gaps', priceList, offset] as const,
  stats: (days: number) => [...priceToolKeys.all, 'stats', days] as const,
};

/** Polls while the batch runs or is undone, so its progress bar moves; stops once it is finished. */
export const batchQuery = (http: HttpClient, batchId: number) =>
  queryOptions({
    queryKey: priceToolKeys.batch(batchId),
    queryFn: async ({ signal }) =>
      (await http.get(`${base}/batches/${batchId}`, { schema: priceBatchAnswerSchema, signal })).ResponseData,
    refetchInterval: (query) => {
      const status = query.state.data?.Status;
      return status && !priceBatchFinished(status) ? 400 : false;
    },
  });

export const batchesQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: priceToolKeys.batches(),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${base}/batches`, {
          schema: priceBatchListAnswerSchema,
          query: { limit: 100 },
          signal,
        })
      ).ResponseData,
  });

export const byItemQuery = (http: HttpClient, itemCode: string) =>
  queryOptions({
    queryKey: priceToolKeys.byItem(itemCode),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${base}/by-item`, {
          schema: byItemAnswerSchema,
          query: { ItemCode: itemCode },
          signal,
        })
      ).ResponseData,
    enabled: itemCode !== '',
  });

export const gapsQuery = (http: HttpClient, priceList: number, offset: number) =>
  queryOptions({
    queryKey: priceToolKeys.gaps(priceList, offset),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${base}/gaps`, {
          schema: gapsAnswerSchema,
          query: { PriceList: priceList, limit: 100, offset },
          signal,
        })
      ).ResponseData,
    enabled: priceList > 0,
  });

export const statsQuery = (http: HttpClient, days: number) =>
  queryOptions({
    queryKey: priceToolKeys.stats(days),
    queryFn: async ({ signal }) =>
      (await http.get(`${base}/stats`, { schema: statsAnswerSchema, query: { days }, signal })).ResponseData,
  });

export const previewChange = async (http: HttpClient, change: PriceChange) =>
  (await http.post(`${base}/batches/preview`, { body: change, schema: pricePreviewAnswerSchema }))
    .ResponseData;

export const applyChange = async (http: HttpClient, change: PriceChange) =>
  (await http.post(`${base}/batches`, { body: change, schema: priceBatchAnswerSchema })).ResponseData;

export const undoBatch = async (http: HttpClient, batchId: number, confirm: boolean) =>
  (
    await http.post(`${base}/batches/${batchId}/undo`, {
      body: { Confirm: confirm },
      schema: priceBatchAnswerSchema,
    })
  ).ResponseData;
