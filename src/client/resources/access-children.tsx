import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../shared/api/resources';
import {
  authorizationKeys,
  groupMembersQuery,
  saveUserGroups,
  unlockUser,
  userGroupsQuery,
} from '../api/authorization-queries';
import { useAppServices } from '../shell/app-services';
import { notify } from '../shell/feedback/notifications';
import { usePaneOpener } from '../shell/pane-opener';
import * as buttons from '../ui/buttons.css';
import { resourceKeys } from './resource-queries';
import * as styles from './resource-record.css';
import { recordHref, resourceScreenSets } from './resource-screen-map';

const userDetail = resourceScreenSets.find((set) => set.resource === 'users')?.detail;
const groupEditor = '/administration/setup/general/user-groups/editor/$id';
const dataOwnerships = '/administration/system-initialization/authorizations/data-ownerships';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? Number.NaN));

/** The groups of a user as check boxes, saved whole; the user's abilities rebuild at their next request. */
function UserGroups({ userId, userName }: { userId: number; userName: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const groups = useQuery(userGroupsQuery(http, userId));
  const [chosen, setChosen] = useState<Set<number>>();
  const [failed, setFailed] = useState(false);
  if (!groups.data) return null;
  const members =
    chosen ?? new Set(groups.data.groups.filter((group) => group.member).map((group) => group.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(members);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveUserGroups(http, userId, [...members]);
      setFailed(false);
      setChosen(undefined);
      notify({ text: t('authorization.membership.saved', { user: userName }) });
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.all });
    } catch {
      setFailed(true);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <fieldset className={styles.section}>
        <legend id={headingId} className={styles.subheading}>
          {t('authorization.membership.groups')}
        </legend>
        {failed && <p role="alert">{t('authorization.failed')}</p>}
        {groups.data.groups.map((group) => (
          <label key={group.id} className={styles.check}>
            <input
              type="checkbox"
              name="group"
              value={group.code}
              checked={members.has(group.id)}
              onChange={(event) => toggle(group.id, event.target.checked)}
            />
            {group.name} <bdi dir="ltr">({group.code})</bdi>
          </label>
        ))}
        <p>
          <button type="submit" className={buttons.primaryButton}>
            {t('authorization.membership.save')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}

/** A user's record: the Unlock action while locked, and the user's groups. */
export function UserAccess({ user }: { user: RecordRow }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const userId = numberOf(user.USERID);
  const userName = String(user.U_NAME ?? user.USER_CODE ?? '');
  if (!Number.isInteger(userId)) return null;
  const unlock = async () => {
    await unlockUser(http, userId);
    notify({ text: t('authorization.membership.unlocked', { user: userName }) });
    await queryClient.invalidateQueries({ queryKey: resourceKeys.resource('users') });
  };
  return (
    <>
      {user.Locked === 'Y' && (
        <p>
          {t('authorization.membership.lockedNote')}{' '}
          <button type="button" className={buttons.primaryButton} onClick={() => void unlock()}>
            {t('authorization.membership.unlock')}
          </button>
        </p>
      )}
      <UserGroups userId={userId} userName={userName} />
    </>
  );
}

/** A group's record: its members, and where its rules and data ownership are edited. */
export function GroupAccess({ group }: { group: RecordRow }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const headingId = useId();
  const groupId = numberOf(group.id);
  const members = useQuery({ ...groupMembersQuery(http, groupId), enabled: Number.isInteger(groupId) });
  return (
    <section aria-labelledby={headingId}>
      <p>
        <button
          type="button"
          className={buttons.primaryButton}
          onClick={() => open(recordHref(groupEditor, String(group.code ?? '')), 'focused')}
        >
          {t('authorization.membership.editRules')}
        </button>{' '}
        <button
          type="button"
          className={buttons.primaryButton}
          onClick={() =>
            open(`${dataOwnerships}?group=${encodeURIComponent(String(group.code ?? ''))}`, 'focused')
          }
        >
          {t('authorization.membership.editOwnership')}
        </button>
      </p>
      <h2 id={headingId} className={styles.subheading}>
        {t('authorization.membership.members')}
      </h2>
      {members.data && members.data.members.length === 0 && <p>{t('authorization.membership.noMembers')}</p>}
      <ul>
        {members.data?.members.map((member) => (
          <li key={member.USERID}>
            {userDetail ? (
              <a href={recordHref(userDetail, member.USER_CODE)}>
                {member.U_NAME} <bdi dir="ltr">({member.USER_CODE})</bdi>
              </a>
            ) : (
              member.U_NAME
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
