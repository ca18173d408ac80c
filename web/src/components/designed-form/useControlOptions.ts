import type { DictionaryOption } from '@app/common';
import type { FieldState, FormControl } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../app/request';
import { type ChoiceOption, optionKeys, staticOptions, toChoiceOptions } from './control-values';
import { interfaceRows } from './option-sources';

const DEFAULT_KEYS = { label: 'fullName', value: 'id', children: 'children' };

/** The enabled items of a dictionary type (the form controls' Data/Selector). */
export const fetchDictionaryItems = (typeId: string) =>
  http.get<{ list: DictionaryOption[] }>(
    `/api/system/DictionaryData/${encodeURIComponent(typeId)}/Data/Selector`,
    undefined,
    { silent: true },
  );

/** A data interface's whole answer (Actions/Response: {data, duration}); its rows are the options. */
export const fetchInterfaceAnswer = (interfaceId: string) =>
  http.get<{ data: unknown }>(
    `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Actions/Response`,
  );

/**
 * The options of a choice control: linkage's setOptions while a rule sets them, else the design's
 * source: its static list, a dictionary type's items or a data interface's rows. Every control of the
 * same source shares one request (react-query's cache), so a sub-table of fifty rows asks once.
 */
export function useControlOptions(control: FormControl, state: FieldState | undefined): ChoiceOption[] {
  const config = control.__config__;
  const source = config.dataType ?? 'static';
  const dictionaryId = source === 'dictionary' ? asId(config.dictionaryType) : '';
  const interfaceId = source === 'dynamic' ? asId(config.propsUrl) : '';
  const dictionary = useQuery({
    queryKey: ['designedForm', 'dictionary', dictionaryId],
    queryFn: () => fetchDictionaryItems(dictionaryId),
    enabled: dictionaryId !== '',
    staleTime: 60_000,
  });
  const dynamic = useQuery({
    queryKey: ['designedForm', 'interface', interfaceId],
    queryFn: () => fetchInterfaceAnswer(interfaceId),
    enabled: interfaceId !== '',
    staleTime: 60_000,
    retry: false,
  });
  const linked = state?.options;
  return useMemo(() => {
    if (linked) return toChoiceOptions(linked, DEFAULT_KEYS);
    const keys = optionKeys(control);
    if (dictionaryId) return toChoiceOptions(dictionary.data?.list, keys);
    if (interfaceId) return toChoiceOptions(interfaceRows(dynamic.data), keys);
    return toChoiceOptions(staticOptions(control), DEFAULT_KEYS);
  }, [linked, control, dictionaryId, interfaceId, dictionary.data, dynamic.data]);
}

const asId = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
