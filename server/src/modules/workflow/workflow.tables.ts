import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Opt } from '../../db/schema.js';

/** The workflow area's tables; each adds itself to the Database type (decision 058). */

/**
 * 流程引擎 (a flow engine: client-facts §8.1), the draft an administrator edits. enabledMark 1: released and
 * not stopped, so new requests may start it. `version` counts saves of the draft; releasedVersion is the
 * number of the newest row of flow_engine_version, which is what requests start on.
 */
export interface FlowEngineTable extends BaseColumns {
  fullName: string;
  enCode: string;
  /** a WorkFlowCategory dictionary item's enCode, as the original stores it */
  category: Opt<string>;
  /** 0 发起流程 (launched from the list), 1 功能流程 (started by a form or module) */
  type: number;
  /** 1 系统表单 (formId is the system form's key), 2 自定义表单 (formId is a design's id) */
  formType: number;
  formId: Opt<string>;
  /** 0 everyone, 1 the start node's initiators: computed from the draft's start node */
  visibleType: Generated<number>;
  icon: Opt<string>;
  iconBackground: Opt<string>;
  flowTemplateJson: Opt<string>;
  version: Generated<number>;
  releasedVersion: Opt<number>;
  releaseTime: Opt<Millis>;
  releaseUserId: Opt<string>;
}

/**
 * A released version, never changed once written: the tree, its compiled graph and the form as they were,
 * so a request keeps running on what it started with whatever the draft or the form becomes.
 */
export interface FlowEngineVersionTable {
  id: string;
  flowEngineId: string;
  version: number;
  fullName: string;
  enCode: string;
  category: Opt<string>;
  type: number;
  formType: number;
  formId: string;
  /** the designed form's released version the snapshot was taken from; null for a system form */
  formVersion: Opt<number>;
  /** the designed form's formData and tables at that version; null for a system form */
  formData: Opt<string>;
  formTables: Opt<string>;
  flowTemplateJson: string;
  /** compileFlow's graph of the tree, what the engine runs */
  flowGraph: string;
  visibleType: number;
  /** the draft's save count it was released from: releasing an unchanged draft adds no version */
  draftVersion: number;
  releaseTime: Millis;
  releaseUserId: Opt<string>;
}

/** Who may launch a released version with visibleType 1: the start node's people, positions and roles. */
export interface FlowEngineVisibleTable {
  flowEngineVersionId: string;
  operatorType: 'user' | 'Position' | 'Role';
  operatorId: string;
}

declare module '../../db/schema.js' {
  interface Database {
    flowEngine: FlowEngineTable;
    flowEngineVersion: FlowEngineVersionTable;
    flowEngineVisible: FlowEngineVisibleTable;
  }
}
