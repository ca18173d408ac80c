import type { ExplainItems, ExplainItemType, ExplainVerdict, UserBrief, ViewAsAnswer } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 权限诊断: every call only reads; none signs anyone in. */
export const EXPLAIN_KEY = ['permission', 'explain'] as const;

const base = (userId: string) => `/api/permission/Explain/${encodeURIComponent(userId)}`;

export function fetchUsers(signal?: AbortSignal): Promise<UserBrief[]> {
  return http
    .get<{ list: UserBrief[] }>('/api/permission/Users/All', {}, { signal })
    .then((data) => data.list);
}

export function fetchItems(userId: string, signal?: AbortSignal): Promise<ExplainItems> {
  // The page shows the failure (unknown or deleted user) in place of the tree.
  return http.get<ExplainItems>(`${base(userId)}/Items`, {}, { signal, silent: true });
}

export function fetchVerdict(
  userId: string,
  itemType: ExplainItemType,
  itemId: string,
  signal?: AbortSignal,
): Promise<ExplainVerdict> {
  return http.get<ExplainVerdict>(base(userId), { itemType, itemId }, { signal });
}

export function fetchViewAs(userId: string, signal?: AbortSignal): Promise<ViewAsAnswer> {
  return http.get<ViewAsAnswer>(`${base(userId)}/ViewAs`, {}, { signal });
}
