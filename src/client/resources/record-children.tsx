import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../shared/api/resources';
import { usePaneOpener } from '../shell/pane-opener';
import * as buttons from '../ui/buttons.css';
import { GroupAccess, UserAccess } from './access-children';
import { GroupDealers } from './group-dealers';
import { ResourceList } from './resource-list';
import * as styles from './resource-record.css';
import { type ResourceScreenSet, recordHref, resourceScreenSets } from './resource-screen-map';

const assignmentsPage = resourceScreenSets.find((set) => set.resource === 'employee-assignments')?.list;

const childList = (
  resource: string,
  field: string,
  value: unknown,
  extra: Partial<ResourceScreenSet> = {},
): ResourceScreenSet => ({
  resource,
  objectId: resource,
  list: '',
  fixedFilters: () => [{ field, op: 'equals', value: String(value ?? '') }],
  ...extra,
});

/**
 * A partner's addresses, contact persons and outlets (its ship-to addresses on the market, issue 25),
 * added, edited and deleted in place under its record.
 */
const partnerChildren = ['partner-addresses', 'contact-persons', 'outlets'] as const;

/**
 * The lists that belong to a record: an item's stock and prices, a warehouse's stock, a partner's
 * addresses and contact persons, a unit group's (and an item's) units with their conversion, a
 * dealer's group, an employee's assignments.
 */
export function RecordChildren({ resource, record }: { resource: string; record: RecordRow }) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  if (resource === 'items')
    return (
      <>
        <div className={styles.childGrid}>
          <ResourceList
            set={childList('item-stock', 'ItemCode', record.ItemCode)}
            params={{}}
            heading={t('resources.common.stockByWarehouse')}
          />
        </div>
        <div className={styles.childGrid}>
          <ResourceList
            set={childList('item-prices', 'ItemCode', record.ItemCode)}
            params={{}}
            heading={t('resources.common.prices')}
          />
        </div>
      </>
    );
  if (resource === 'warehouses')
    return (
      <div className={styles.childGrid}>
        <ResourceList
          set={childList('item-stock', 'WhsCode', record.WhsCode)}
          params={{}}
          heading={t('resources.common.stockByWarehouse')}
        />
      </div>
    );
  if (resource === 'business-partners')
    return (
      <>
        {partnerChildren.map((child) => (
          <div key={child} className={styles.childGrid}>
            <ResourceList
              set={childList(child, 'CardCode', record.CardCode, { inlineEdit: true })}
              params={{}}
              heading={t(`resources.${child}.title`)}
              parentRecord={record}
            />
          </div>
        ))}
      </>
    );
  // A unit group's units with their conversion; an item's are its group's, shown when the
  // reader's Item rule lets them see which group the item has.
  if ((resource === 'uom-groups' || resource === 'uom-items') && record.UgpEntry != null)
    return (
      <div className={styles.childGrid}>
        <ResourceList
          set={childList('uom-group-lines', 'UgpEntry', record.UgpEntry)}
          params={{}}
          heading={t('resources.uom-group-lines.title')}
        />
      </div>
    );
  // A call subject's actions, added and edited in place under it (issue 25).
  if (resource === 'call-subjects')
    return (
      <div className={styles.childGrid}>
        <ResourceList
          set={childList('call-actions', 'SubjectCode', record.SubjectCode, { inlineEdit: true })}
          params={{}}
          heading={t('resources.call-actions.title')}
          parentRecord={record}
        />
      </div>
    );
  if (resource === 'surveys')
    return (
      <div className={styles.childGrid}>
        <ResourceList
          set={childList('survey-questions', 'SurveyId', record.SurveyId, { inlineEdit: true })}
          params={{}}
          heading={t('resources.survey-questions.title')}
          parentRecord={record}
        />
      </div>
    );
  if (resource === 'dealers') return <GroupDealers dealer={record} />;
  if (resource === 'users') return <UserAccess user={record} />;
  if (resource === 'user-groups') return <GroupAccess group={record} />;
  if (resource === 'employees' && assignmentsPage)
    return (
      <p>
        <button
          type="button"
          className={buttons.primaryButton}
          onClick={() => open(recordHref(assignmentsPage, String(record.empID)), 'focused')}
        >
          {t('resources.employees.assignments')}
        </button>
      </p>
    );
  if (resource === 'price-lists')
    return (
      <p>
        <button
          type="button"
          className={buttons.primaryButton}
          onClick={() => open(`/inventory/price-list/${String(record.ListNum)}/items`, 'focused')}
        >
          {t('resources.common.priceListItems')}
        </button>
      </p>
    );
  return null;
}
