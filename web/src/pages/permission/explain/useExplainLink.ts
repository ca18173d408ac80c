import type { MenuNode } from '@app/common';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../stores/session';

const ADDRESS = 'permission/explain';

function holds(menus: readonly MenuNode[]): boolean {
  return menus.some((m) => m.urlAddress?.replace(/^\/+/, '') === ADDRESS || holds(m.children ?? []));
}

/** Opens 权限诊断 with a user preselected; null when the signed-in user does not hold that menu. */
export function useExplainLink(): ((userId: string) => void) | null {
  const allowed = useSession((s) => holds(s.menuList));
  const navigate = useNavigate();
  const open = useCallback(
    (userId: string) => void navigate(`/${ADDRESS}?userId=${encodeURIComponent(userId)}`),
    [navigate],
  );
  return allowed ? open : null;
}
