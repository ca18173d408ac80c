import type { AuthorizeNode, Paged, Profile, ProfileFields, Subordinate } from '@app/common';
import { http } from '../../app/request';
import type { QueryParams } from '../../app/request-url';
import type { LogRow } from '../system/log/log.api';

/** The personal centre's calls (SPEC §7.7): every one acts on the signed-in user. */
const CURRENT = '/api/permission/Users/Current';

/** Own-log kinds: 1 sign-ins, 5 requests. */
export const OwnLogKind = { login: 1, request: 5 } as const;
export type OwnLogKind = (typeof OwnLogKind)[keyof typeof OwnLogKind];

export const profileKeys = {
  all: ['profile'] as const,
  baseInfo: ['profile', 'baseInfo'] as const,
  subordinates: ['profile', 'subordinates'] as const,
  authorize: ['profile', 'authorize'] as const,
  log: (kind: OwnLogKind) => ['profile', 'log', String(kind)] as const,
};

export const fetchProfile = (signal?: AbortSignal) =>
  http.get<Profile>(`${CURRENT}/BaseInfo`, undefined, { signal });

export const saveProfile = (fields: ProfileFields) => http.put<null>(`${CURRENT}/BaseInfo`, fields);

export const wearAvatar = (fileId: string) =>
  http.put<{ headIcon: string }>(`${CURRENT}/Avatar/${encodeURIComponent(fileId)}`);

export const fetchSubordinates = (signal?: AbortSignal) =>
  http.get<{ list: Subordinate[] }>(`${CURRENT}/Subordinate`, undefined, { signal });

export const fetchAuthorize = (signal?: AbortSignal) =>
  http.get<{ list: AuthorizeNode[] }>(`${CURRENT}/Authorize`, undefined, { signal });

export const fetchOwnLogs = (kind: OwnLogKind, params: QueryParams, signal?: AbortSignal) =>
  http.get<Paged<LogRow>>(`${CURRENT}/SystemLog`, { ...params, category: kind }, { signal });

/** Where the avatar image is posted (multipart field "file"). */
export const AVATAR_UPLOAD_URL = '/api/file/Uploader/userAvatar';
