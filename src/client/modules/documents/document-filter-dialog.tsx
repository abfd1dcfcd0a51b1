import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { ModalFrame } from '../../ui/modal-frame';
import { DocumentFieldEditor, documentField } from './document-field';
import { type DocumentListFilters, documentFilterNames } from './document-list-request';

/** The list's filter fields: partner, sales employee, posting dates and total, by the server's names. */
const filterFields = {
  CardCode: documentField('CardCode', 'reference', { resource: 'business-partners' }),
  SlpCode: documentField('SlpCode', 'reference', { resource: 'sales-employees', valueType: 'integer' }),
  DocDateFrom: documentField('DocDateFrom', 'date'),
  DocDateTo: documentField('DocDateTo', 'date'),
  DocTotalMin: documentField('DocTotalMin', 'money'),
  DocTotalMax: documentField('DocTotalMax', 'money'),
} as const;

interface DocumentFilterDialogProps {
  filters: DocumentListFilters;
  sumDec: number;
  onApply(filters: DocumentListFilters): void;
  onClose(): void;
}

/** The filters of a document list in one dialog: Enter in a field or Apply sets them all. */
export function DocumentFilterDialog({ filters, sumDec, onApply, onClose }: DocumentFilterDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DocumentListFilters>(filters);
  const apply = () => onApply(draft);
  return (
    <ModalFrame
      title={t('documents.list.filters')}
      closeLabel={t('documents.common.close')}
      onClose={onClose}
      placement="side"
    >
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {documentFilterNames.map((name) => (
          <DocumentFieldEditor
            key={name}
            field={filterFields[name]}
            text={draft[name] ?? ''}
            onText={(text) => setDraft((current) => ({ ...current, [name]: text }))}
            writable
            sumDec={sumDec}
          />
        ))}
        <div className={dialogStyles.actions}>
          <button type="submit" className={dialogStyles.primary}>
            {t('documents.list.applyFilters')}
          </button>
          <button type="button" className={dialogStyles.secondary} onClick={() => onApply({})}>
            {t('documents.list.clearFilters')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
