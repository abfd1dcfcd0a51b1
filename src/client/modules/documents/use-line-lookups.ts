import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { referenceListAnswerSchema, referenceRowSchemas } from '../../../shared/api/reference-data';
import { defaultWarehouseOf } from '../../../shared/documents/default-warehouse';
import type { DocumentArea } from '../../../shared/documents/object-types';
import type { HttpClient } from '../../api/http-client';
import { referenceKeys } from '../../api/reference-queries';
import { storedProfile } from '../../session/stored-profile';
import { useAppServices } from '../../shell/app-services';
import type { EditorLookups } from './line-editing';

/** A reference list of section 7, under the key the sign-in's loading cached it with. */
const referenceList = <Row extends z.ZodType>(http: HttpClient, path: string, row: Row) =>
  queryOptions({
    queryKey: referenceKeys.list(path),
    queryFn: ({ signal }) => http.get(path, { schema: referenceListAnswerSchema(row), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Tax rates (output for sales, input for purchasing), units and warehouses, for the line cells. */
export function useLineLookups(area: DocumentArea): EditorLookups {
  const { http, storage } = useAppServices();
  const taxPath = area === 'sales' ? 'taxgroups/output' : 'taxgroups/input';
  const taxes = useQuery(referenceList(http, taxPath, referenceRowSchemas.taxGroup)).data?.ResponseData;
  const uoms = useQuery(referenceList(http, 'uoms', referenceRowSchemas.unitOfMeasure)).data?.ResponseData;
  const warehouses = useQuery(referenceList(http, 'warehouse', referenceRowSchemas.warehouse)).data
    ?.ResponseData;
  return useMemo(() => {
    const rates = new Map(
      (taxes ?? []).map((group) => [String(group.Code).toUpperCase(), group.Rate ?? '0']),
    );
    const units = new Map(
      (uoms ?? []).map((unit) => [String(unit.UomCode).toUpperCase(), unit.UomEntry ?? 0]),
    );
    const stores = new Set((warehouses ?? []).map((warehouse) => String(warehouse.WhsCode).toUpperCase()));
    const profile = storedProfile(storage);
    const defaultWarehouse = profile
      ? defaultWarehouseOf(
          { ...profile, defaultsWarehouse: profile.defaults?.WhsCode ?? null },
          (warehouses ?? []).map((warehouse) => ({
            WhsCode: String(warehouse.WhsCode),
            BPLId: warehouse.BPLId ?? null,
          })),
        )
      : undefined;
    return {
      taxRate: (code) => rates.get(code.trim().toUpperCase()),
      uomEntry: (code) => units.get(code.trim().toUpperCase()),
      warehouseExists: (code) => stores.has(code.trim().toUpperCase()),
      defaultWarehouse,
      uomCodeOf: (entry: number | null) =>
        entry === null ? '' : ((uoms ?? []).find((unit) => unit.UomEntry === entry)?.UomCode ?? ''),
    };
  }, [taxes, uoms, warehouses, storage]);
}
