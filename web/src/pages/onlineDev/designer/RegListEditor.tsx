import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type FormControl, parseRegRule, type RegRule } from '@app/common/form';
import { Button, Input } from 'antd';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';
import type { EditControl } from './useEditControl';

/** 正则校验: rules of '/body/flags' text with their messages; a rule that is no regular expression is marked. */
export function RegListEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const rules = (control.__config__.regList ?? []) as RegRule[];
  const change = (property: string, next: (list: RegRule[]) => RegRule[]) =>
    edit(property, (c) => {
      c.__config__.regList = next([...((c.__config__.regList ?? []) as RegRule[])]);
    });
  return (
    <>
      {rules.map((rule, index) => {
        const bad = rule.pattern !== '' && !parseRegRule(rule.pattern);
        return (
          // rules have no id; their place is their identity while the panel is open
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} style={{ marginBottom: 8 }}>
            <div className={styles.rowEditor}>
              <Input
                value={rule.pattern}
                status={bad ? 'error' : undefined}
                placeholder={texts.panel.regPattern}
                onChange={(e) =>
                  change(`reg${index}p`, (list) =>
                    list.map((r, i) => (i === index ? { ...r, pattern: e.target.value } : r)),
                  )
                }
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={texts.options.remove}
                onClick={() => change('', (list) => list.filter((_, i) => i !== index))}
              />
            </div>
            <Input
              value={rule.message}
              placeholder={texts.panel.regMessage}
              onChange={(e) =>
                change(`reg${index}m`, (list) =>
                  list.map((r, i) => (i === index ? { ...r, message: e.target.value } : r)),
                )
              }
            />
            {bad && (
              <div className={styles.hint} style={{ color: 'var(--ant-color-error)' }}>
                {texts.panel.badPattern}
              </div>
            )}
          </div>
        );
      })}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => change('', (list) => [...list, { pattern: '', message: '' }])}
      >
        {texts.panel.addRule}
      </Button>
    </>
  );
}
