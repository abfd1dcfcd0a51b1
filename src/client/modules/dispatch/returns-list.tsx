import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import * as controls from '../../ui/form-controls.css';
import { KeysetList } from './keyset-list';
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
      filterFields={(draft, set, first) => (
        <>
          <label className={reportStyles.filterField}>
            <span className={controls.label}>{t('dispatchNotes.columns.Status')}</span>
            <select
              ref={first as React.RefObject<HTMLSelectElement>}
              className={controls.input}
              value={draft.Status ?? ''}
              onChange={(event) => set('Status')(event.target.value)}
            >
              <option value="">{t('dispatchNotes.list.anyStatus')}</option>
              <option value="O">{t('dispatchNotes.returnStatus.O')}</option>
              <option value="C">{t('dispatchNotes.returnStatus.C')}</option>
            </select>
          </label>
          <label className={reportStyles.filterField}>
            <span className={controls.label}>{t('dispatchNotes.list.customer')}</span>
            <input
              className={controls.input}
              value={draft.CardCode ?? ''}
              dir="auto"
              onChange={(event) => set('CardCode')(event.target.value)}
            />
          </label>
        </>
      )}
    />
  );
}
