import type {
  DictionaryImportResult,
  DictionaryOption,
  DictionaryPick,
  DictionaryTypeFields,
  DictionaryTypeNode,
} from '@app/common';
import { downloadFile, uploadFile } from '../../../app/file-transfer';
import { queryClient } from '../../../app/query-client';
import { http } from '../../../app/request';

/** The calls of 数据字典 beyond the items list and records (client-facts §5.4 Dictionary; dictionary-items.resource.tsx). */
const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';

/** Query-key prefix of every dictionary list in the app (admin screen, viewers, controls). */
export const DICTIONARY_KEY = ['system', 'dictionary'] as const;
export const refreshDictionaries = () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });

export const fetchTypeTree = (signal?: AbortSignal) =>
  http.get<{ list: DictionaryTypeNode[] }>(TYPES, undefined, { signal });

export const fetchTypeParents = (excludeId: string | null, signal?: AbortSignal) =>
  http.get<{ list: DictionaryPick[] }>(`${TYPES}/Selector/${excludeId ?? '0'}`, undefined, { signal });

export const fetchType = (id: string) => http.get<DictionaryTypeNode>(`${TYPES}/${id}`);

export const saveType = (id: string | null, fields: DictionaryTypeFields) =>
  id ? http.put<null>(`${TYPES}/${id}`, fields) : http.post<{ id: string }>(TYPES, fields);

export const deleteType = (id: string) => http.delete<null>(`${TYPES}/${id}`);

/** An item's parent choices: the items below the answer's root node, which the form shows as 顶级. */
export const fetchItemParents = async (typeId: string, excludeId: string | null, signal?: AbortSignal) => {
  const { list } = await http.get<{ list: DictionaryPick[] }>(
    `${DATA}/${typeId}/Selector/${excludeId ?? '0'}`,
    { isTree: 1 },
    { signal },
  );
  return { list: list[0]?.children ?? [] };
};

/** Enabled items of one type, as form controls and the dictionary menu page read them. */
export const fetchOptions = (typeId: string, signal?: AbortSignal) =>
  http.get<{ list: DictionaryOption[]; isTree: 0 | 1 }>(`${DATA}/${typeId}/Data/Selector`, undefined, {
    signal,
  });

export const exportDictionary = (type: Pick<DictionaryTypeNode, 'id' | 'fullName'>) =>
  downloadFile(`${DATA}/${type.id}/Action/Export`, `${type.fullName}.json`);

export const importDictionary = (file: File, parentId: string | undefined, rename: boolean) =>
  uploadFile<DictionaryImportResult>(`${DATA}/Action/Import`, file, file.name, {
    parentId,
    duplicates: rename ? 'rename' : 'refuse',
  });

interface PickOption {
  value: string;
  title: string;
  children?: PickOption[];
}

/** Tree-select options from picker nodes, after a "top level" choice when `top` is given. */
export function pickOptions(nodes: DictionaryPick[] | undefined, top?: { value: string; title: string }) {
  const walk = (list: DictionaryPick[]): PickOption[] =>
    list.map((n) => ({
      value: n.id,
      title: n.fullName,
      children: n.children?.length ? walk(n.children) : undefined,
    }));
  const options = walk(nodes ?? []);
  return top ? [top, ...options] : options;
}
