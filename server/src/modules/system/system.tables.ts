import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Nullable, Opt } from '../../db/schema.js';

/** The system area's tables; each adds itself to the Database type by augmenting it (decision 058). */

/** Data dictionary types (009_dictionary): a tree rooted at '-1'. */
export interface DictionaryTypeTable extends BaseColumns {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: Generated<number>;
}

/** Data dictionary items (009_dictionary): a tree rooted at '0' inside their type. */
export interface DictionaryDataTable extends BaseColumns {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
}

/**
 * Numbering rules (011_bill_rule). thisNumber/thisDate/outputNumber: the serial, date part ('' for 'no')
 * and whole text of the last number issued, all null while none was.
 */
export interface BillRuleTable extends BaseColumns {
  fullName: string;
  enCode: string;
  prefix: Opt<string>;
  dateFormat: string;
  digit: number;
  startNumber: number;
  thisNumber: Opt<number>;
  thisDate: Opt<string>;
  outputNumber: Opt<string>;
}

/** 系统图标 (012_icons): an uploaded SVG icon, sanitised; menus name it 'custom:<name>'. */
export interface IconTable {
  id: string;
  name: string;
  svg: string;
  size: number;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
  description: Opt<string>;
}

/** 多语言 (013_language): one translation entry; en/zhtw null fall back to zh. */
export interface LanguageTable {
  id: string;
  key: string;
  zh: string;
  en: Opt<string>;
  zhtw: Opt<string>;
  description: Opt<string>;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
  lastModifyTime: Opt<Millis>;
  lastModifyUserId: Opt<string>;
}

/** 行政区划 (010_areas): a tree rooted at '-1'; seeded rows use the official code as id. */
export interface AreaTable extends BaseColumns {
  parentId: string;
  enCode: string;
  fullName: string;
  /** 1 province, 2 city, 3 district, 4 street: the depth in the tree */
  type: number;
}

declare module '../../db/schema.js' {
  interface Database {
    baseDictionaryType: DictionaryTypeTable;
    baseDictionaryData: DictionaryDataTable;
    baseBillRule: BillRuleTable;
    baseIcon: IconTable;
    baseLanguage: LanguageTable;
    baseProvince: AreaTable;
  }
}
