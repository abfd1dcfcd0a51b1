import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { journalSubject, trialBalanceAnswerSchema } from '../../shared/api/journal';
import type { RecordRow } from '../../shared/api/resources';
import { rolledUpBalances } from '../../shared/finance/account-balances';
import { formatMoney } from '../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from '../shell/app-services';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The balance at today of each account of the chart of accounts tree, rolled up to its title
 * accounts, formatted for the user; nothing for a user who does not read the journal (the chart
 * is setup, the balances are the journal's).
 */
export function useTreeBalances(
  enabled: boolean,
  records: readonly RecordRow[] | undefined,
  keyField: string,
  parentField: string,
): ReadonlyMap<string, string> {
  useSignals();
  const { http } = useAppServices();
  const { i18n } = useTranslation();
  const session = sessionSignal.value;
  const reads = enabled && session.status === 'signed-in' && session.ability.can('read', journalSubject);
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const balances = useQuery({
    queryKey: ['finance-reports', 'finance/trial-balance', {}],
    queryFn: ({ signal }) => http.get('finance/trial-balance', { schema: trialBalanceAnswerSchema, signal }),
    enabled: reads,
  });
  const data = balances.data?.ResponseData.data;
  return useMemo(() => {
    if (!data || !records) return new Map();
    const parents = new Map(
      records.map((row) => [
        textOf(row[keyField]),
        row[parentField] == null ? null : textOf(row[parentField]),
      ]),
    );
    const own = new Map(data.map((row) => [row.AcctCode, row.Balance]));
    const rolled = rolledUpBalances(parents, own);
    return new Map(
      [...rolled].map(([account, balance]) => [
        account,
        formatMoney(balance, { decimals: sumDec, language }),
      ]),
    );
  }, [data, records, keyField, parentField, sumDec, language]);
}
