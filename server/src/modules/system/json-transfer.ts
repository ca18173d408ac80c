/**
 * The import of a record from a JSON file, shared by menus and dictionaries (docs/decisions/027 and 034):
 * where an imported copy goes and what happens to codes already in use. The download is
 * platform/files/json-download.ts.
 */

/** Where an imported copy goes, and whether codes already in use refuse the import or are renamed. */
export interface CopyOptions {
  /** the parent of the copy ('-1': the top); default: the original's parent when it is here, else the top */
  parentId?: string;
  /** 'rename': codes already used get a suffix (.copy, .copy2 …) instead of refusing the import (409) */
  duplicates?: 'refuse' | 'rename';
}

/** The options from the query string, else from multipart fields sent before the file. */
export function copyOptionsOf(query: CopyOptions, field: (name: string) => string | undefined): CopyOptions {
  const duplicates = query.duplicates ?? field('duplicates');
  return {
    parentId: query.parentId ?? field('parentId')?.slice(0, 50),
    duplicates: duplicates === 'rename' ? 'rename' : 'refuse',
  };
}
