import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataOwnershipLevel, dataOwnershipLevels } from '../../../shared/api/administration';
import { documentTypes } from '../../../shared/documents/object-types';
import {
  authorizationKeys,
  dataOwnershipsQuery,
  type GroupRow,
  saveDataOwnerships,
} from '../../api/authorization-queries';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import * as styles from './authorization.css';
import { GroupScreen } from './group-screen';
import { RequireRead } from './require-read';

type Levels = Record<string, DataOwnershipLevel>;

function OwnershipForm({ group, initial }: { group: GroupRow; initial: Levels }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [levels, setLevels] = useState(initial);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    try {
      await saveDataOwnerships(http, group.id, {
        levels: Object.entries(levels).map(([objectType, level]) => ({ objectType, level })),
      });
      setFailed(false);
      notify({ text: t('authorization.ownership.saved', { group: group.name }) });
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.dataOwnerships(group.id) });
    } catch {
      setFailed(true);
    }
  };
  useKeyBinding('document-save', () => void save(), { within: formRef });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-label={t('authorization.ownership.caption', { group: group.name })}
    >
      {failed && (
        <p role="alert" className={form.alert}>
          {t('authorization.failed')}
        </p>
      )}
      <CaptionedTable
        caption={t('authorization.ownership.caption', { group: group.name })}
        columns={[
          { key: 'type', label: t('authorization.ownership.documentType') },
          { key: 'level', label: t('authorization.ownership.level') },
        ]}
      >
        {documentTypes.map((type) => {
          const id = `ownership-${type.objectId}`;
          return (
            <tr key={type.objectId}>
              <th scope="row" className={page.cell}>
                <label htmlFor={id}>{t(type.nameKey)}</label>
              </th>
              <td className={page.cell}>
                <select
                  id={id}
                  className={form.input}
                  value={levels[type.objectId] ?? 'all'}
                  onChange={(event) =>
                    setLevels({ ...levels, [type.objectId]: event.target.value as DataOwnershipLevel })
                  }
                >
                  {dataOwnershipLevels.map((level) => (
                    <option key={level} value={level}>
                      {t(`authorization.ownership.levels.${level}`)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </CaptionedTable>
      <div className={styles.toolbar}>
        <button type="submit" className={form.submit}>
          {t('authorization.ownership.save')} <KeyCombination keys={bindingById('document-save').keys} />
        </button>
      </div>
    </form>
  );
}

function GroupOwnership({ group }: { group: GroupRow }) {
  const { http } = useAppServices();
  const ownership = useQuery(dataOwnershipsQuery(http, group.id));
  if (!ownership.data) return null;
  const initial = Object.fromEntries(ownership.data.levels.map((row) => [row.objectType, row.level]));
  return <OwnershipForm key={`${group.id}:${ownership.dataUpdatedAt}`} group={group} initial={initial} />;
}

/**
 * /administration/system-initialization/authorizations/data-ownerships: per user group and
 * document type, whose documents the group's rules reach (own, own branch, all).
 */
function DataOwnershipsScreenContent() {
  const { t } = useTranslation();
  return (
    <GroupScreen heading={t('authorization.ownership.heading')} intro={t('authorization.ownership.intro')}>
      {(group) => <GroupOwnership group={group} />}
    </GroupScreen>
  );
}

export default function DataOwnershipsScreen() {
  return (
    <RequireRead subject="UserGroup">
      <DataOwnershipsScreenContent />
    </RequireRead>
  );
}
