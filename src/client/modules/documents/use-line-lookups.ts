import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultWarehouseOf } from '../../../shared/documents/default-warehouse';
import { type DocumentType, namesTwoWarehouses } from '../../../shared/documents/object-types';
import { referenceListQuery } from '../../api/reference-queries';
import { storedProfile } from '../../session/stored-profile';
import { useAppServices } from '../../shell/app-services';
import type { EditorLookups } from './line-editing';

/**
 * Tax rates (output for sales, input for purchasing), units and warehouses, for the line cells:
 * the reference lists under the keys the sign-in's loading used, so no editor asks for them twice.
 * A transfer's new lines take no warehouse of the user's: the server gives them the header's.
 */
export function useLineLookups(type: Pick<DocumentType, 'area' | 'objectId'>): EditorLookups {
  const { area } = type;
  const twoWarehouses = namesTwoWarehouses(type);
  const { http, storage } = useAppServices();
  const taxPath = area === 'sales' ? 'taxgroups/output' : 'taxgroups/input';
  const taxes = useQuery(referenceListQuery(http, taxPath)).data?.ResponseData;
  const uoms = useQuery(referenceListQuery(http, 'uoms')).data?.ResponseData;
  const warehouses = useQuery(referenceListQuery(http, 'warehouse')).data?.ResponseData;
  return useMemo(() => {
    const rates = new Map(
      (taxes ?? []).map((group) => [String(group.Code).toUpperCase(), group.Rate ?? '0']),
    );
    const units = new Map(
      (uoms ?? []).map((unit) => [String(unit.UomCode).toUpperCase(), unit.UomEntry ?? 0]),
    );
    const stores = new Set((warehouses ?? []).map((warehouse) => String(warehouse.WhsCode).toUpperCase()));
    const profile = storedProfile(storage);
    const defaultWarehouse =
      profile && !twoWarehouses
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
  }, [taxes, uoms, warehouses, storage, twoWarehouses]);
}
