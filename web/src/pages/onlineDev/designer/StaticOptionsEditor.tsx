import { DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { FormOption } from '@app/common/form';
import { Button, Input, Tooltip } from 'antd';
import { SortableRows } from '../list-designer/SortableRows';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import styles from './panel.module.css';
import { moveItem, newOption } from './prop-values';

/**
 * The static options of a choice control: name and value of each, add, remove, reorder by dragging the
 * handle; for trees (cascader, tree select) children too, indented under their parent.
 */
export function StaticOptionsEditor({
  options,
  nested,
  onChange,
}: {
  options: FormOption[];
  nested: boolean;
  /** property names the text edited, so typing merges into one undo step; '' for a structural change */
  onChange(options: FormOption[], property: string): void;
}) {
  const { texts } = useDesignerEnv();
  const t = texts.options;
  const named = (n: number) => say(t.option, { n });
  const all = options;
  const level = (
    list: FormOption[],
    path: string,
    replace: (next: FormOption[], property: string) => void,
  ) => (
    <SortableRows
      items={list.map((option, index) => ({ option, index }))}
      keyOf={({ index }) => `option-${path}${index}`}
      handleLabel={t.move}
      onMove={(from, to) => replace(moveItem(list, from, to), '')}
      render={({ option, index }) => {
        const set = (next: FormOption, property: string) =>
          replace(
            list.map((o, i) => (i === index ? next : o)),
            property,
          );
        return (
          <div className={styles.sortableBody}>
            <div className={styles.rowEditor}>
              <Input
                value={option.fullName}
                placeholder={t.name}
                aria-label={t.name}
                onChange={(e) => set({ ...option, fullName: e.target.value }, `${path}${index}n`)}
              />
              <Input
                value={String(option.id)}
                placeholder={t.value}
                aria-label={t.value}
                onChange={(e) => set({ ...option, id: e.target.value }, `${path}${index}v`)}
              />
              {nested && (
                <Tooltip title={t.addChild}>
                  <Button
                    type="text"
                    size="small"
                    icon={<SubnodeOutlined />}
                    aria-label={t.addChild}
                    onClick={() =>
                      set({ ...option, children: [...(option.children ?? []), newOption(all, named)] }, '')
                    }
                  />
                </Tooltip>
              )}
              <Tooltip title={t.remove}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t.remove}
                  onClick={() =>
                    replace(
                      list.filter((_, i) => i !== index),
                      '',
                    )
                  }
                />
              </Tooltip>
            </div>
            {nested && option.children?.length ? (
              <div className={styles.indent}>
                {level(option.children, `${path}${index}.`, (children, property) =>
                  set(
                    children.length ? { ...option, children } : { id: option.id, fullName: option.fullName },
                    property,
                  ),
                )}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
  return (
    <>
      {level(options, '', onChange)}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...options, newOption(all, named)], '')}
      >
        {t.add}
      </Button>
    </>
  );
}
