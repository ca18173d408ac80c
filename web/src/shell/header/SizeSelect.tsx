import { FontSizeOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_SIZES, type UiSize, useSettings } from '../../stores/settings';

/** UI size (SPEC §1): default, medium, small, mini; confirmed with 'Switch Size Success' (SPEC §8). */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useSettings((s) => s.size);
  const set = useSettings((s) => s.set);

  const choose = (next: UiSize) => {
    if (next === size) return;
    set('size', next);
    void message.success({ content: t('shell.switchSizeSuccess'), duration: 1.5 });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((key) => ({ key, label: t(`shell.sizes.${key}`) })),
        onClick: ({ key }) => choose(key as UiSize),
      }}
    >
      <Tooltip title={t('shell.size')}>
        <Button type="text" icon={<FontSizeOutlined />} aria-label={t('shell.size')} />
      </Tooltip>
    </Dropdown>
  );
}
