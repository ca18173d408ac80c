import { type FileUnit, sizeLimitBytes } from '@app/common';

export interface FileTypeRule {
  /** uploads must be strictly smaller than this (SPEC §5: a file exactly at the limit is rejected) */
  limit: { size: number; unit: FileUnit };
  /** accepted only when the content is an image */
  image: boolean;
}

/** Upload categories of the product (client-facts §1) and what each accepts. */
export const FILE_TYPES: Record<string, FileTypeRule> = {
  annex: { limit: { size: 20, unit: 'MB' }, image: false },
  annexpic: { limit: { size: 10, unit: 'MB' }, image: true },
  userAvatar: { limit: { size: 2, unit: 'MB' }, image: true },
  // The chat image limit of SPEC §5: under 5 MB.
  IM: { limit: { size: 5, unit: 'MB' }, image: true },
  workFlow: { limit: { size: 20, unit: 'MB' }, image: false },
};

export function limitBytes(rule: FileTypeRule): number {
  return sizeLimitBytes(rule.limit.size, rule.limit.unit);
}

/** Raster images only: SVG can carry script, so it is never treated as an image. */
export const IMAGE_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

/** Generated stored names: date, random hex, extension. Anything else in a URL is refused. */
export const STORED_NAME = /^\d{8}_[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
