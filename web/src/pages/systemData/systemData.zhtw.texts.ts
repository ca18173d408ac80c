import type { Shape } from '../../i18n/shape';
import zhtwDataBackup from './data-backup/data-backup.zhtw.texts';
import zhtwDataInterface from './data-interface/data-interface.zhtw.texts';
import zhtwDataModel from './data-model/data-model.zhtw.texts';
import zhtwDataSource from './data-source/data-source.zhtw.texts';
import zhtwDataSync from './data-sync/data-sync.zhtw.texts';
import zhtwDictionary from './dictionary/dictionary.zhtw.texts';
import zhtwMap from './map/map.zhtw.texts';
import type zhSystemData from './systemData.zh.texts';

const zhtwSystemData: Shape<typeof zhSystemData> = {
  ...zhtwDataSource,
  ...zhtwDataModel,
  ...zhtwDataBackup,
  ...zhtwMap,
  ...zhtwDataSync,
  ...zhtwDataInterface,
  ...zhtwDictionary,
};

export default zhtwSystemData;
