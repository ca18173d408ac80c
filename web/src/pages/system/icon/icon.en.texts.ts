import type { Shape } from '../../../i18n/shape';
import type zhIcon from './icon.zh.texts';

const enIcon: Shape<typeof zhIcon> = {
  iconPicker: {
    placeholder: 'Choose or type an icon name',
    choose: 'Choose',
    clear: 'Clear the icon',
    title: 'Choose an icon',
    search: 'Search icons, e.g. user, setting',
    tabs: { outlined: 'Outlined', filled: 'Filled', twotone: 'Two-tone', custom: 'Custom' },
    twoToneHint: 'Two-tone icons show in one colour in menus',
    noCustom: 'No custom icons yet; upload them under System → Icons',
    noMatch: 'No icon matches “{{query}}”',
  },
  sysIcon: {
    search: 'Filter by name',
    upload: 'Upload icon',
    uploadHint: 'SVG files under 100 KB; files with script, event attributes or outside links are refused',
    uploadSuccess: 'Icon uploaded: {{name}}',
    empty: 'No custom icons yet',
    emptyHint: 'Uploaded SVG icons can be chosen under “Custom” in the menu icon picker',
    noMatch: 'No matching icon',
    usedBy: 'Used by {{count}} menus',
    unused: 'Unused',
    inUse: 'Menus use it, so it cannot be deleted: {{menus}}',
    copy: 'Copy reference',
    copied: 'Copied {{value}}',
    total: '{{count}} icons',
  },
};

export default enIcon;
