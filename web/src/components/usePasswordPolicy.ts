import { type Lang, type PasswordPolicy, passwordPolicyProblem } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../app/request';
import { useSettings } from '../stores/settings';

/**
 * 系统配置's password strength rules for a form where a new password is typed. Until they arrive (or if
 * they cannot be read) the SPEC §5 password pattern applies.
 */
export function usePasswordPolicy() {
  const lang = useSettings((s) => s.language) as Lang;
  const { data } = useQuery({
    queryKey: ['system', 'passwordPolicy'],
    queryFn: ({ signal }) =>
      http.get<PasswordPolicy>('/api/system/SysConfig/PasswordPolicy', undefined, { signal, silent: true }),
    staleTime: 60_000,
  });
  /** The first rule a typed password breaks, or null; an empty value is left to the required rule. */
  const problem = useCallback(
    (value: string | undefined) => (value ? passwordPolicyProblem(value, data, lang) : null),
    [data, lang],
  );
  return { policy: data ?? null, problem };
}
