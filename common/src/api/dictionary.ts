/**
 * Data dictionary (SPEC §7.9, client-facts §5.4): types (a tree rooted at '-1') and their items (a tree
 * rooted at '0' when the type is a tree dictionary), written once for the server and the web.
 */

export const DICTIONARY_TYPE_ROOT = '-1';
export const DICTIONARY_DATA_ROOT = '0';

export interface DictionaryTypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: 0 | 1;
  sortCode: number;
  description: string | null;
  hasChildren: boolean;
  children?: DictionaryTypeNode[];
}

/** What POST/PUT DictionaryType send. */
export interface DictionaryTypeFields {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: 0 | 1;
  sortCode: number;
  description: string | null;
}

export interface DictionaryDataRow {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: 0 | 1;
  sortCode: number;
  description: string | null;
  creatorTime: number;
  hasChildren: boolean;
  children?: DictionaryDataRow[];
}

/** What POST/PUT DictionaryData send. */
export interface DictionaryDataFields {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: 0 | 1;
  sortCode: number;
  description: string | null;
}

/** An enabled item as form controls read it (Data/Selector, All). */
export interface DictionaryOption {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  children?: DictionaryOption[];
}

/** A parent choice (DictionaryType/Selector, DictionaryData/{typeId}/Selector). */
export interface DictionaryPick {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  children?: DictionaryPick[];
}

/** GET DictionaryData/All: every type with its enabled items. */
export interface DictionaryWithItems {
  id: string;
  enCode: string;
  fullName: string;
  isTree: 0 | 1;
  dictionaryList: DictionaryOption[];
}

export interface DictionaryImportResult {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}
