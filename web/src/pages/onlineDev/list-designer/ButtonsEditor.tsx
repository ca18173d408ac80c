import { type ColumnData, HEADER_BUTTONS, ROW_BUTTONS } from '@app/common/form';
import { Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { renameButton, toggleButton } from './column-edit';
import styles from './list-designer.module.css';

/** The header buttons (新增, 导出, 导入, 批量删除) or row actions (编辑, 删除, 详情): on or off, and their text. */
export function ButtonsEditor({
  value,
  onChange,
  list,
}: {
  value: ColumnData;
  onChange: (next: ColumnData) => void;
  list: 'btnsList' | 'columnBtnsList';
}) {
  const { t } = useTranslation();
  const choices = list === 'btnsList' ? HEADER_BUTTONS : ROW_BUTTONS;
  return (
    <div className={styles.buttons}>
      {choices.map((code) => {
        const button = value[list].find((b) => b.value === code);
        const name = t(`listDesigner.buttonNames.${code}`);
        return (
          <div key={code} className={styles.buttonLine}>
            <Checkbox
              checked={Boolean(button)}
              onChange={(e) => onChange(toggleButton(value, list, code, e.target.checked, name))}
            >
              {name}
            </Checkbox>
            <Input
              size="small"
              disabled={!button}
              value={button?.label ?? name}
              aria-label={name}
              onChange={(e) => onChange(renameButton(value, list, code, e.target.value))}
            />
          </div>
        );
      })}
    </div>
  );
}
