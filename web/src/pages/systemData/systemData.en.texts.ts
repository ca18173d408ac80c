import type { Shape } from '../../i18n/shape';
import enDataBackup from './data-backup/data-backup.en.texts';
import enDataInterface from './data-interface/data-interface.en.texts';
import enDataModel from './data-model/data-model.en.texts';
import enDataSource from './data-source/data-source.en.texts';
import enDataSync from './data-sync/data-sync.en.texts';
import enDictionary from './dictionary/dictionary.en.texts';
import enMap from './map/map.en.texts';
import type zhSystemData from './systemData.zh.texts';

const enSystemData: Shape<typeof zhSystemData> = {
  ...enDataSource,
  ...enDataModel,
  ...enDataBackup,
  ...enMap,
  ...enDataSync,
  ...enDataInterface,
  ...enDictionary,
};

export default enSystemData;
