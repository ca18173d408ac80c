import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Opt } from '../../db/schema.js';

/** The visualdev area's tables (online development); each adds itself to the Database type (decision 058). */

/**
 * 功能设计 (a design: client-facts §7.1). enabledMark is its state: 1 released, 0 not yet. `version` counts
 * saves of the draft; releasedVersion is the draft version the live pages run (its snapshot is a row of
 * base_visualdev_release).
 */
export interface VisualdevTable extends BaseColumns {
  fullName: string;
  enCode: string;
  category: Opt<string>;
  type: number;
  webType: Generated<number>;
  dbLinkId: Opt<string>;
  tables: Opt<string>;
  formData: Opt<string>;
  columnData: Opt<string>;
  flowTemplateJson: Opt<string>;
  version: Generated<number>;
  releasedVersion: Opt<number>;
  releaseTime: Opt<Millis>;
  releaseUserId: Opt<string>;
}

/** A released version of a design, never changed once written: what its live pages and their records use. */
export interface VisualdevReleaseTable {
  id: string;
  visualdevId: string;
  version: number;
  fullName: string;
  enCode: string;
  type: number;
  webType: number;
  dbLinkId: Opt<string>;
  tables: Opt<string>;
  formData: Opt<string>;
  columnData: Opt<string>;
  flowTemplateJson: Opt<string>;
  releaseTime: Millis;
  releaseUserId: Opt<string>;
}

/** A record of a design without tables, kept as JSON (server-facts §7 Storage). */
export interface VisualdevModelDataTable extends BaseColumns {
  visualdevId: string;
  data: string;
}

declare module '../../db/schema.js' {
  interface Database {
    baseVisualdev: VisualdevTable;
    baseVisualdevRelease: VisualdevReleaseTable;
    baseVisualdevModeldata: VisualdevModelDataTable;
  }
}
