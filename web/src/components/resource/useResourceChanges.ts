import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../app/cached-lists';
import { toastSuccess } from '../../app/feedback';
import { useConfirmDelete } from '../admin/useConfirmDelete';
import type { ResourceBatchAction, ResourceDescription } from './resource.types';
import { withCount, withRow } from './resource-actions';
import type { ResourceCalls } from './resource-api';
import { fieldOf } from './resource-query';
import { useResourceText } from './resource-text';

export type ChangeKind = 'save' | 'remove' | 'state';

/**
 * What changes a resource from its list: delete (after the usual question), a batch action on the ticked
 * rows, the state switch, and the
 * refresh every change ends with: the resource's queries, the cached lists that show it elsewhere (SPEC §3),
 * then the screen's own follow-up (`onChanged`, e.g. reloading the texts a language entry changed).
 */
export function useResourceChanges<Row extends object>(
  resource: ResourceDescription<Row>,
  calls: ResourceCalls<Row>,
  onChanged?: (kind: ChangeKind) => void,
) {
  const { t } = useTranslation();
  const text = useResourceText();
  const client = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const rowKey = resource.rowKey ?? 'id';

  const refresh = () =>
    resource.cachedList
      ? refreshCachedLists(resource.cachedList, client)
      : client.invalidateQueries({ queryKey: resource.queryKey });
  const changed = (kind: ChangeKind) => {
    void refresh();
    onChanged?.(kind);
  };

  const remove = useMutation({
    mutationFn: (row: Row) => calls.remove(row),
    onSuccess: (_, row) => {
      const { removed } = resource.texts;
      toastSuccess(removed === undefined ? t('common.deleteSuccess') : text(withRow(removed, row)));
      changed('remove');
    },
  });
  const batch = useMutation({
    mutationFn: ({ action, ids }: { action: ResourceBatchAction; ids: string[] }) =>
      calls.runBatch(action.run, ids),
    onSuccess: (_, { action, ids }) => {
      toastSuccess(text(withCount(action.done, ids.length)));
      changed('remove');
    },
  });
  const toggle = useMutation({
    mutationFn: (row: Row) => calls.toggle(row),
    onSuccess: (_, row) => {
      const message = resource.texts.stateChanged;
      const nowOn = fieldOf(row, 'enabledMark') !== 1;
      if (message && typeof message === 'object' && 'on' in message && 'off' in message)
        toastSuccess(text(nowOn ? message.on : message.off));
      // A list that never said anything after a switch stays quiet (数据地图).
      else if (message !== undefined) toastSuccess(text(message));
      changed('state');
    },
  });

  return {
    refresh,
    changed,
    /** asks, deletes, then `afterRemove` (a paged list steps back from a page it emptied) */
    confirmRemove: (row: Row, afterRemove?: () => void) => {
      const question = resource.rowActions?.items.find((action) => action.kind === 'remove')?.confirm?.(row);
      confirmDelete(
        () => remove.mutateAsync(row).then(() => afterRemove?.()),
        question === undefined ? undefined : text(question),
      );
    },
    /** asks the action's question, runs it on the ticked rows, then `after` (the ticks go) */
    confirmBatch: (action: ResourceBatchAction, ids: string[], after: () => void) =>
      confirmDelete(
        () => batch.mutateAsync({ action, ids }).then(after),
        text(withCount(action.confirm, ids.length)),
      ),
    toggle: (row: Row) => toggle.mutate(row),
    isToggling: (row: Row) =>
      toggle.isPending &&
      toggle.variables !== undefined &&
      fieldOf(toggle.variables, rowKey) === fieldOf(row, rowKey),
  };
}

export type ResourceChanges = ReturnType<typeof useResourceChanges>;
