import type { TFunction } from 'i18next';
import type { DispatchOpenItem } from '../../../shared/api/dispatch';

/** "Sales order 123" or "Delivery 456": what kind of document an open item is, seen and heard alike. */
export const openItemName = (
  t: TFunction,
  item: Pick<DispatchOpenItem, 'ObjType' | 'DocNum'>,
  number?: string,
) =>
  t(item.ObjType === '17' ? 'dispatchPlanning.orderNumber' : 'dispatchPlanning.deliveryNumber', {
    number: number ?? item.DocNum,
  });
