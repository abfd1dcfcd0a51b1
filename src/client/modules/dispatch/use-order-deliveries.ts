import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DispatchOpenItem,
  type OpenItemDeliveryResult,
  openItemDeliveriesMax,
} from '../../../shared/api/dispatch';
import { refusalText } from '../../api/refusal-text';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { notify } from '../../shell/feedback/notifications';
import { createOrderDeliveries, planningKeys } from './planning-queries';
import { deliveriesAnnouncement } from './selection-announcement';

/**
 * Makes deliveries of the chosen sales orders (a request per fifty, the most one takes), refreshes
 * every dispatch list, and says what happened in the polite live region (a refusal also as a
 * warning). `busy` while the requests run, so a second press does not send them twice.
 */
export function useOrderDeliveries() {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const create = async (orders: readonly DispatchOpenItem[]): Promise<OpenItemDeliveryResult[]> => {
    setBusy(true);
    try {
      const results: OpenItemDeliveryResult[] = [];
      for (let start = 0; start < orders.length; start += openItemDeliveriesMax) {
        const Orders = orders.slice(start, start + openItemDeliveriesMax).map((order) => order.DocEntry);
        results.push(...(await createOrderDeliveries(http, { Orders })).ResponseData.results);
      }
      await queryClient.invalidateQueries({ queryKey: planningKeys.all });
      const heard = deliveriesAnnouncement(t, language, orders, results);
      announce([heard.made, ...heard.refused].join(' '));
      if (heard.refused.length > 0) notify({ type: 'warning', text: heard.refused.join(' ') });
      return results;
    } catch (error) {
      // A refusal of the whole request (a right withdrawn meanwhile) says why; the rest is the transport's.
      notify({
        type: 'error',
        text: `${t('dispatchPlanning.openItems.createFailed')} ${refusalText(error, t)}`,
      });
      return [];
    } finally {
      setBusy(false);
    }
  };
  return { create, busy };
}
