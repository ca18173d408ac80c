import type { FastifyReply } from 'fastify';
import { exportFileName } from './export-file-name.js';

/**
 * Sends a record exported as a JSON file (menus, dictionaries, numbering rules, designs; decisions 027 and
 * 034) as a download named
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
