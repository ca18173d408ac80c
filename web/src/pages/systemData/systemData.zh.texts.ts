import zhDataBackup from './data-backup/data-backup.zh.texts';
import zhDataInterface from './data-interface/data-interface.zh.texts';
import zhDataModel from './data-model/data-model.zh.texts';
import zhDataSource from './data-source/data-source.zh.texts';
import zhDataSync from './data-sync/data-sync.zh.texts';
import zhDictionary from './dictionary/dictionary.zh.texts';
import zhMap from './map/map.zh.texts';

/**
 * The texts of 系统数据 in Simplified Chinese, one spread per screen: the area's chunk for a
 * language, fetched with the first administration page (systemData.pages.ts, docs/decisions/057).
 */
const zhSystemData = {
  ...zhDataSource,
  ...zhDataModel,
  ...zhDataBackup,
  ...zhMap,
  ...zhDataSync,
  ...zhDataInterface,
  ...zhDictionary,
};

export default zhSystemData;
