import { useTranslation } from 'react-i18next';
import { type DocumentType, documentTypes, isInventoryType } from '../../../shared/documents/object-types';
import { usePaneSearchParam } from '../../workspace/use-pane-search-param';
import { DocumentList } from './document-list';
import * as styles from './documents.css';

const inventoryTypes: readonly DocumentType[] = documentTypes.filter(isInventoryType);

/**
 * /inventory/transactions: the inventory transactions, one type at a time, chosen above the list
 * (goods receipts first). The type lives in the pane's href (`?type=67`), so a shared layout opens
 * on the same one; each type's own list is /inventory/transactions/{id}.
 */
export function InventoryTransactions() {
  const { t } = useTranslation();
  const [typeParam, setTypeParam] = usePaneSearchParam('type');
  const type =
    inventoryTypes.find((candidate) => candidate.objectId === String(typeParam)) ?? inventoryTypes[0];
  if (!type) return null;
  return (
    <>
      <label className={styles.inlineLabel}>
        {t('documents.editor.transactionType')}
        <select
          className={styles.select}
          value={type.objectId}
          onChange={(event) =>
            setTypeParam(event.target.value === inventoryTypes[0]?.objectId ? undefined : event.target.value)
          }
        >
          {inventoryTypes.map((option) => (
            <option key={option.objectId} value={option.objectId}>
              {t(option.nameKey)}
            </option>
          ))}
        </select>
      </label>
      <DocumentList key={type.objectId} type={type} />
    </>
  );
}
