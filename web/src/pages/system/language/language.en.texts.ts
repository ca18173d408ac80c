import type { Shape } from '../../../i18n/shape';
import type zhLanguage from './language.zh.texts';

const enLanguage: Shape<typeof zhLanguage> = {
  sysLanguage: {
    keyword: 'Search keys or texts',
    add: 'New translation',
    editTitle: 'Edit translation',
    key: 'Key',
    keyPlaceholder: 'e.g. routes.system-log',
    keyRequired: 'Enter the key',
    keyPattern: 'Dotted parts of letters, digits, dashes or underscores, e.g. routes.system-log',
    zh: 'Simplified Chinese',
    en: 'English',
    zhtw: 'Traditional Chinese',
    zhRequired: 'Enter the Simplified Chinese text',
    fallback: 'Empty: the Simplified Chinese text is used',
    description: 'Description',
    builtIn: 'Built-in text',
    builtInNone: 'The app has no built-in text with this key; only screens that use it show it',
    lastModify: 'Modified',
    empty: 'No translations',
    saveSuccess: 'Saved',
    hint: 'Translations replace the app’s built-in texts with the same key, for every user after a page reload',
  },
};

export default enLanguage;
