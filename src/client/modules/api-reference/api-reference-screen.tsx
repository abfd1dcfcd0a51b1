import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDescription } from '../../../shared/api/api-description';
import { useAppServices } from '../../shell/app-services';
import * as controls from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import { ApiOperationGroup } from './api-operation-group';
import { filterGroups, operationGroups } from './api-operations';
import * as styles from './api-reference.css';
import { apiDescriptionQuery } from './api-reference-query';

/** Saves the document as a file, for an integrator's tools (the API needs a token to read it). */
function download(description: ApiDescription) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(description, null, 2)], { type: 'application/json' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: 'openapi.json' });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /administration/utilities/api-reference: the server's OpenAPI document as administrators read
 * it, its operations grouped by tag with method, path, summary, what each requires and its
 * fields; a filter narrows them and opens the groups that match.
 */
export default function ApiReferenceScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const description = useQuery(apiDescriptionQuery(http));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const hintId = useId();
  const groups = useMemo(
    () => (description.data ? operationGroups(description.data) : []),
    [description.data],
  );
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const filtering = filter.trim() !== '';
  const count = shown.reduce((sum, group) => sum + group.operations.length, 0);

  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('apiReference.heading')}</h1>
      <p className={page.intro}>{t('apiReference.intro')}</p>
      {!description.data ? (
        <p role={description.isError ? 'alert' : 'status'}>
          {t(description.isError ? 'apiReference.failed' : 'apiReference.loading')}
        </p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={`${controls.field} ${styles.filter}`}>
              <label htmlFor={filterId} className={controls.label}>
                {t('apiReference.filter')}
              </label>
              <input
                id={filterId}
                type="search"
                className={controls.input}
                value={filter}
                aria-describedby={hintId}
                onChange={(event) => setFilter(event.target.value)}
              />
              <p id={hintId} className={controls.hint}>
                {t('apiReference.filterHint')}
              </p>
            </div>
            <button type="button" className={secondaryButton} onClick={() => download(description.data)}>
              {t('apiReference.download')}
            </button>
          </div>
          <p role="status">{count ? t('apiReference.shown', { count }) : t('apiReference.none')}</p>
          {shown.map((group) => (
            // A typed filter opens every group that matches; clearing it closes them again.
            <ApiOperationGroup key={`${group.tag}:${filtering}`} group={group} initiallyOpen={filtering} />
          ))}
        </>
      )}
    </div>
  );
}
