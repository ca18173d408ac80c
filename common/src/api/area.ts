/**
 * 行政区划 (client-facts §5.4 and §11 'Area'): what /api/system/Area sends and answers, shared by the server
 * and the web. The tree is rooted at '-1' and read one level at a time.
 */

export const AREA_ROOT = '-1';

/** Depth names of the tree: type 1 province … 4 street. */
export const AREA_TYPES = [1, 2, 3, 4] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/** What POST/PUT Area send. */
export interface AreaFields {
  /** '-1' for a province */
  parentId: string;
  fullName: string;
  /** digits only (the official division code for the seeded rows) */
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string | null;
}

/** A row of GET Area/{nodeId}: the children of the node, or with a keyword the matches below it. */
export interface AreaNode extends AreaFields {
  id: string;
  type: AreaType;
  creatorTime: number;
  hasChildren: boolean;
  /** names from the province down to the parent ('' for a province) */
  parentPath: string;
}

/** GET Area/{id}/Info. */
export interface AreaInfo extends AreaFields {
  id: string;
  type: AreaType;
  /** ids from the province down to this area: an address value */
  idPath: string[];
  /** names in the same order */
  namePath: string[];
}

/** An item of GET Area/{parentId}/Selector/{currId}: the address control's lazy list. */
export interface AreaOption {
  id: string;
  fullName: string;
  isLeaf: boolean;
}
