import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  SubnodeOutlined,
} from '@ant-design/icons';
import type { FormOption } from '@app/common/form';
import { Button, Input, Tooltip } from 'antd';
import styles from './designer.module.css';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import { moveItem, newOption } from './prop-values';

/**
 * The static options of a choice control: name and value of each, add, remove, move up and down; for trees
 * (cascader, tree select) children too, indented under their parent.
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
    <>
      {list.map((option, index) => {
        const set = (next: FormOption, property: string) =>
          replace(
            list.map((o, i) => (i === index ? next : o)),
            property,
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place (their ids are edited)
          <div key={`${path}${index}`}>
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
              <Tooltip title={t.up}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => replace(moveItem(list, index, index - 1), '')}
                />
              </Tooltip>
              <Tooltip title={t.down}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === list.length - 1}
                  onClick={() => replace(moveItem(list, index, index + 1), '')}
                />
              </Tooltip>
              {nested && (
                <Tooltip title={t.addChild}>
                  <Button
                    type="text"
                    size="small"
                    icon={<SubnodeOutlined />}
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
      })}
    </>
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
