import { useQuery } from '@tanstack/react-query';
import { referenceListQuery } from '../api/reference-queries';
import { useAppServices } from '../shell/app-services';

/** The options of a warehouse select: the reference data's warehouses (those the user may read). */
export function WarehouseOptions() {
  const { http } = useAppServices();
  const warehouses = useQuery(referenceListQuery(http, 'warehouse')).data?.ResponseData ?? [];
  return warehouses.map((warehouse) => (
    <option key={warehouse.WhsCode} value={warehouse.WhsCode}>
      {`${warehouse.WhsCode} · ${warehouse.WhsName}`}
    </option>
  ));
}
