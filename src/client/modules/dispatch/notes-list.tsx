import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchStatuses } from '../../../shared/api/dispatch';
import { DatePickerField } from '../../forms/date-picker/date-picker-field';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { usePaneOpener } from '../../shell/pane-opener';
import { KeysetList, TextFilter } from './keyset-list';
import { noteListColumns } from './notes-columns';
import { statusKey } from './notes-model';
import type { DispatchHrefs } from './notes-paths';
import { fetchNotePage, type ListFilters, notesKeys } from './notes-queries';
import { mayManageDispatch } from './use-dispatch-base';

/**
 * Every dispatch note whatever its status (issue 23), filtered by status, date, vehicle and
 * driver; New (Alt+Shift+I) plans a load in the assignments screen, where notes are made.
 */
export function NotesList({ hrefs, initial }: { hrefs: DispatchHrefs; initial: ListFilters }) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const open = usePaneOpener();
  const columns = useMemo(() => noteListColumns(t, language), [t, language]);
  const mayCreate = mayManageDispatch('create');
  return (
    <KeysetList
      title={t('dispatchNotes.titles.notes')}
      queryKey={notesKeys.noteList}
      fetchPage={fetchNotePage}
      columns={columns}
      hrefOf={(row) => hrefs.note(String(row.DocEntry))}
      initialFilters={initial}
      {...(mayCreate
        ? { onNew: { label: t('dispatchNotes.list.new'), run: () => open(hrefs.newAssignment, 'focused') } }
        : {})}
      emptyText={t('dispatchNotes.list.emptyNotes')}
      countText={(count, number) => t('dispatchNotes.list.notesCount', { count, number })}
      statuses={[
        { value: 'P,L,R', label: t('dispatchNotes.list.active') },
        ...dispatchStatuses.map((status) => ({ value: status, label: t(statusKey(status)) })),
      ]}
      filterFields={(draft, set) => (
        <>
          {(['DateFrom', 'DateTo'] as const).map((name) => (
            <div key={name} className={reportStyles.filterField}>
              <DatePickerField
                title={t(`dispatchNotes.list.${name}`)}
                myDate={draft[name] ?? ''}
                clearable
                hideDetails
                onUpdateDate={set(name)}
              />
            </div>
          ))}
          <TextFilter
            label={t('dispatchNotes.list.vehicle')}
            value={draft.VehicleCode}
            onChange={set('VehicleCode')}
          />
          <TextFilter
            label={t('dispatchNotes.list.driver')}
            value={draft.DriverCode}
            onChange={set('DriverCode')}
            numeric
          />
        </>
      )}
    />
  );
}
