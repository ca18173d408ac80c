import { CACHED_LISTS } from '../../app/cached-lists';

/**
 * The pickers' query keys sit under the platform's cached-list prefixes, so a change to organisations,
 * positions or users (refreshCachedLists) refreshes every open form's picker too.
 */
export function pickerKey(jnpfKey: string): readonly unknown[] {
  if (jnpfKey === 'posSelect') return [...CACHED_LISTS.position, 'designedForm'];
  if (jnpfKey === 'userSelect') return [...CACHED_LISTS.userPicker, 'designedForm', 'tree'];
  return [...CACHED_LISTS.organize, 'designedForm', jnpfKey];
}
