import type { DelegationInfo, DelegationSetting, UserBrief } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 分级管理 (delegated administration). */
const BASE = '/api/permission/OrganizeAdministrator';

export const GRADE_KEY = ['permission', 'gradeManage'] as const;

export const fetchGradeAdmin = (userId: string, signal?: AbortSignal) =>
  http.get<DelegationInfo>(`${BASE}/${userId}`, undefined, { signal });

/** POST for a user without delegation, PUT to replace an existing one. */
export const saveGradeAdmin = (userId: string, list: DelegationSetting[], existing: boolean) =>
  existing ? http.put<null>(`${BASE}/${userId}`, { list }) : http.post<null>(BASE, { userId, list });

export const fetchUserChoices = (signal?: AbortSignal) =>
  http.get<{ list: UserBrief[] }>('/api/permission/Users/All', undefined, { signal });
