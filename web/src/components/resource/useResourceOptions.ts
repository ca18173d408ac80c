import type { DictionaryOption } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/request';
import type { ResourceDictionary, ResourceOption } from './resource.types';

/** A dictionary's items as flat options (a tree dictionary's items at every depth). */
export function dictionaryOptions(
  items: readonly DictionaryOption[],
  valueKey: ResourceDictionary['valueKey'] = 'id',
): ResourceOption[] {
  return items.flatMap((item) => [
    { value: item[valueKey], label: item.fullName },
    ...dictionaryOptions(item.children ?? [], valueKey),
  ]);
}

/**
 * The options of a select, a filter or a label column: the declared ones, or the enabled items of a
 * dictionary (fetched once per type and shared by every control that names it).
 */
export function useResourceOptions(
  options?: ResourceOption[],
  dictionary?: ResourceDictionary,
): ResourceOption[] {
  const items = useQuery({
    queryKey: ['system', 'dictionary', 'selector', dictionary?.typeId],
    queryFn: ({ signal }) =>
      http.get<{ list: DictionaryOption[] }>(
        `/api/system/DictionaryData/${encodeURIComponent(dictionary?.typeId ?? '')}/Data/Selector`,
        undefined,
        { signal },
      ),
    enabled: dictionary !== undefined,
    staleTime: 60_000,
  });
  if (options) return options;
  return dictionary ? dictionaryOptions(items.data?.list ?? [], dictionary.valueKey) : [];
}
