import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnFormat } from '../../reports/use-column-format';
import { KeysetList, TextFilter } from './keyset-list';
import { returnListColumns } from './notes-columns';
import type { DispatchHrefs } from './notes-paths';
import { fetchReturnPage, type ListFilters, notesKeys } from './notes-queries';

/** What stops brought back (issue 23): open until posted as a return, newest first; Enter opens one. */
export function ReturnsList({ hrefs, initial }: { hrefs: DispatchHrefs; initial: ListFilters }) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const columns = useMemo(() => returnListColumns(t, language), [t, language]);
  return (
    <KeysetList
      title={t('dispatchNotes.titles.returns')}
      queryKey={notesKeys.returnList}
      fetchPage={fetchReturnPage}
      columns={columns}
      hrefOf={(row) => hrefs.return(String(row.ReturnEntry))}
      initialFilters={initial}
      emptyText={t('dispatchNotes.list.emptyReturns')}
      countText={(count, number) => t('dispatchNotes.list.returnsCount', { count, number })}
      statuses={(['O', 'C'] as const).map((status) => ({
        value: status,
        label: t(`dispatchNotes.returnStatus.${status}`),
      }))}
      filterFields={(draft, set) => (
        <TextFilter
          label={t('dispatchNotes.list.customer')}
          value={draft.CardCode}
          onChange={set('CardCode')}
        />
      )}
    />
  );
}
