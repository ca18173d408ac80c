import type { Shape } from '../../../i18n/shape';
import type zhDynamicDictionary from './dynamic-dictionary.zh.texts';

const enDynamicDictionary: Shape<typeof zhDynamicDictionary> = {
  dictionaryViewer: {
    notLinked: 'This menu is not linked to a dictionary',
    notLinkedHint: 'Choose a dictionary for this menu in Menus',
    missing: 'The dictionary of this menu does not exist or was deleted',
  },
};

export default enDynamicDictionary;
