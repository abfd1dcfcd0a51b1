import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AbilityRule } from '../../shared/access/ability-rule';
import {
  type DataOwnerships,
  dataOwnershipsSchema,
  groupMembersAnswerSchema,
  groupRulesAnswerSchema,
  userGroupsAnswerSchema,
} from '../../shared/api/administration';
import { doneAnswerSchema as done } from '../../shared/api/envelopes';
import type { HttpClient } from './http-client';

/** Query keys of access administration, built in one place so invalidation is precise. */
export const authorizationKeys = {
  all: ['authorization'] as const,
  groupRules: (groupId: number) => [...authorizationKeys.all, 'rules', groupId] as const,
  groupMembers: (groupId: number) => [...authorizationKeys.all, 'members', groupId] as const,
  userGroups: (userId: number) => [...authorizationKeys.all, 'user-groups', userId] as const,
  dataOwnerships: (groupId: number) => [...authorizationKeys.all, 'data-ownerships', groupId] as const,
};

const path = 'administration';

export const groupRulesQuery = (http: HttpClient, groupId: number) =>
  queryOptions({
    queryKey: authorizationKeys.groupRules(groupId),
    queryFn: ({ signal }) =>
      http.get(`${path}/user-groups/${groupId}/rules`, { schema: groupRulesAnswerSchema, signal }),
  });

export const saveGroupRules = (http: HttpClient, groupId: number, rules: AbilityRule[]) =>
  http.put(`${path}/user-groups/${groupId}/rules`, { body: { rules }, schema: done });

export const groupMembersQuery = (http: HttpClient, groupId: number) =>
  queryOptions({
    queryKey: authorizationKeys.groupMembers(groupId),
    queryFn: ({ signal }) =>
      http.get(`${path}/user-groups/${groupId}/members`, { schema: groupMembersAnswerSchema, signal }),
  });

export const userGroupsQuery = (http: HttpClient, userId: number) =>
  queryOptions({
    queryKey: authorizationKeys.userGroups(userId),
    queryFn: ({ signal }) =>
      http.get(`${path}/users/${userId}/groups`, { schema: userGroupsAnswerSchema, signal }),
  });

export const saveUserGroups = (http: HttpClient, userId: number, groupIds: number[]) =>
  http.put(`${path}/users/${userId}/groups`, { body: { groupIds }, schema: done });

export const unlockUser = (http: HttpClient, userId: number) =>
  http.post(`${path}/users/${userId}/unlock`, { body: {}, schema: done });

export const dataOwnershipsQuery = (http: HttpClient, groupId: number) =>
  queryOptions({
    queryKey: authorizationKeys.dataOwnerships(groupId),
    queryFn: ({ signal }) =>
      http.get(`${path}/user-groups/${groupId}/data-ownerships`, { schema: dataOwnershipsSchema, signal }),
  });

export const saveDataOwnerships = (http: HttpClient, groupId: number, body: DataOwnerships) =>
  http.put(`${path}/user-groups/${groupId}/data-ownerships`, { body, schema: done });

const groupRowSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const groupListSchema = z.object({
  ResponseData: z.object({ data: z.array(groupRowSchema) }),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

/** Every user group, for the screens that edit one group at a time. */
export const groupListQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [...authorizationKeys.all, 'groups'] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get('resources/user-groups', {
          query: { per_page: 200 },
          schema: groupListSchema,
          signal,
        })
      ).ResponseData.data,
  });
