import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type DataOwnerships,
  dataOwnershipsSchema,
  type GroupMembersAnswer,
  type GroupRulesAnswer,
  groupMembersAnswerSchema,
  groupRulesAnswerSchema,
  type UserGroupsAnswer,
  userGroupsAnswerSchema,
  userGroupsRequestSchema,
} from '../../shared/api/administration';
import { doneAnswerSchema } from '../../shared/api/envelopes';
import { int4KeyText } from '../../shared/wire/wire-formats';
import type { Database } from '../db/database';
import { dataOwnerships, groupRules, userGroupMembers, userGroups, users } from '../db/schema/access';
import { notFound, validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { sessionsChanged } from '../events/session-changes';
import { parseRequest } from '../http/parse-request';
import { bumpAccessVersion } from './access-version';
import { lockGroup } from './group-lock';
import { storedRule } from './stored-rules';

const idParams = z.object({ id: int4KeyText });

/**
 * What the user and user group screens need beyond their records: a group's rules to edit, its
 * members, a user's memberships (replaced whole, bumping the access version so abilities
 * rebuild) and a group's data ownership levels.
 */
export function groupAdministrationRoutes(database: Database) {
  const db = database.db;
  const findGroup = async (id: number) => {
    const [group] = await db
      .select({ id: userGroups.id, code: userGroups.code, name: userGroups.name })
      .from(userGroups)
      .where(eq(userGroups.id, id));
    if (!group) throw notFound(said('userGroupNotFound'));
    return group;
  };
  return async (app: FastifyInstance) => {
    app.get(
      '/administration/user-groups/:id/rules',
      {
        config: {
          doc: {
            summary: "A user group's permission rules",
            params: idParams,
            response: groupRulesAnswerSchema,
          },
          access: { action: 'read', subject: 'UserGroup' },
        },
      },
      async (request): Promise<GroupRulesAnswer> => {
        const { id } = parseRequest(idParams, request.params);
        const group = await findGroup(id);
        const rows = await db
          .select()
          .from(groupRules)
          .where(eq(groupRules.groupId, id))
          .orderBy(asc(groupRules.position));
        return { group, rules: rows.map(storedRule) };
      },
    );

    app.get(
      '/administration/user-groups/:id/members',
      {
        config: {
          doc: { summary: "A user group's members", params: idParams, response: groupMembersAnswerSchema },
          access: { action: 'read', subject: 'UserGroup' },
        },
      },
      async (request): Promise<GroupMembersAnswer> => {
        const { id } = parseRequest(idParams, request.params);
        await findGroup(id);
        const members = await db
          .select({ USERID: users.USERID, USER_CODE: users.USER_CODE, U_NAME: users.U_NAME })
          .from(users)
          .innerJoin(userGroupMembers, eq(userGroupMembers.userId, users.USERID))
          .where(eq(userGroupMembers.groupId, id))
          .orderBy(asc(users.USER_CODE));
        return { members };
      },
    );

    app.get(
      '/administration/users/:id/groups',
      {
        config: {
          doc: {
            summary: 'The groups a user belongs to',
            params: idParams,
            response: userGroupsAnswerSchema,
          },
          access: { action: 'read', subject: 'User' },
        },
      },
      async (request): Promise<UserGroupsAnswer> => {
        const { id } = parseRequest(idParams, request.params);
        const [user] = await db.select({ id: users.USERID }).from(users).where(eq(users.USERID, id));
        if (!user) throw notFound(said('userNotFound'));
        const groups = await db
          .select({ id: userGroups.id, code: userGroups.code, name: userGroups.name })
          .from(userGroups)
          .orderBy(asc(userGroups.code));
        const memberships = await db
          .select({ groupId: userGroupMembers.groupId })
          .from(userGroupMembers)
          .where(eq(userGroupMembers.userId, id));
        const member = new Set(memberships.map((row) => row.groupId));
        return { groups: groups.map((group) => ({ ...group, member: member.has(group.id) })) };
      },
    );

    app.put(
      '/administration/users/:id/groups',
      {
        config: {
          doc: {
            summary: 'Replaces the groups a user belongs to',
            params: idParams,
            body: userGroupsRequestSchema,
            response: doneAnswerSchema,
          },
          access: { action: 'update', subject: 'User' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        const groupIds = [...new Set(parseRequest(userGroupsRequestSchema, request.body).groupIds)];
        await db.transaction(async (tx) => {
          const [user] = await tx
            .select({ id: users.USERID })
            .from(users)
            .where(eq(users.USERID, id))
            .for('update');
          if (!user) throw notFound(said('userNotFound'));
          const known = groupIds.length
            ? await tx.select({ id: userGroups.id }).from(userGroups).where(inArray(userGroups.id, groupIds))
            : [];
          const missing = groupIds.filter((groupId) => !known.some((group) => group.id === groupId));
          if (missing.length)
            throw validationFailed({ groupIds: [said('groupsDoNotExist', { ids: missing.join(', ') })] });
          await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, id));
          if (groupIds.length)
            await tx.insert(userGroupMembers).values(groupIds.map((groupId) => ({ userId: id, groupId })));
          await bumpAccessVersion(tx);
        });
        sessionsChanged();
        return { statusCode: 0, message: 'The memberships are saved.' };
      },
    );

    app.get(
      '/administration/user-groups/:id/data-ownerships',
      {
        config: {
          doc: {
            summary: "A user group's data ownership levels",
            params: idParams,
            response: dataOwnershipsSchema,
          },
          access: { action: 'read', subject: 'UserGroup' },
        },
      },
      async (request): Promise<DataOwnerships> => {
        const { id } = parseRequest(idParams, request.params);
        await findGroup(id);
        const rows = await db
          .select({ objectType: dataOwnerships.objectType, level: dataOwnerships.level })
          .from(dataOwnerships)
          .where(eq(dataOwnerships.groupId, id));
        return dataOwnershipsSchema.parse({ levels: rows });
      },
    );

    app.put(
      '/administration/user-groups/:id/data-ownerships',
      {
        config: {
          doc: {
            summary: "Replaces a user group's data ownership levels",
            params: idParams,
            body: dataOwnershipsSchema,
            response: doneAnswerSchema,
          },
          access: { action: 'update', subject: 'UserGroup' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        const { levels } = parseRequest(dataOwnershipsSchema, request.body);
        // `all` is the default: it is stored as no row, so a new document type starts unrestricted.
        const restricted = new Map(
          levels.filter((row) => row.level !== 'all').map((row) => [row.objectType, row.level]),
        );
        await db.transaction(async (tx) => {
          await lockGroup(tx, id);
          await tx.delete(dataOwnerships).where(eq(dataOwnerships.groupId, id));
          if (restricted.size)
            await tx
              .insert(dataOwnerships)
              .values([...restricted].map(([objectType, level]) => ({ groupId: id, objectType, level })));
          await bumpAccessVersion(tx);
        });
        sessionsChanged();
        return { statusCode: 0, message: 'The data ownership is saved.' };
      },
    );
  };
}
