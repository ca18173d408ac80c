import type { FastifyReply } from 'fastify';
import { exportFileName } from '../../platform/files/export-file-name.js';

/**
 * The export and import of a record as a JSON file, shared by menus, dictionaries and numbering rules
 * (docs/decisions/027 and 034): the download, and where an imported copy goes and what happens to codes
 * already in use.
 */

/**
 * Sends an exported document as a JSON file download named
 * `<name>_<yyyymmdd>.json`: the readable name for clients that read filename*, the code for the others.
 */
export function sendJsonDownload(
  reply: FastifyReply,
  document: { exportedAt: number },
  names: { fullName: string; enCode: string },
) {
  const name = exportFileName(names.fullName, document.exportedAt);
  const ascii = exportFileName(names.enCode, document.exportedAt);
  reply.header('Content-Type', 'application/json; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
  reply.header(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  return reply.send(JSON.stringify(document, null, 2));
}

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
