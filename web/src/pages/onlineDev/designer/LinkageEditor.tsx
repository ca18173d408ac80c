import { PlusOutlined } from '@ant-design/icons';
import type { LinkageRule } from '@app/common/form';
import { Button, Empty } from 'antd';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import { LinkageRuleCard } from './LinkageRuleCard';
import { newRule } from './linkage-edit';
import styles from './panel.module.css';

/** 联动规则: the form's declarative rules (decision 068), each with its conditions, actions and save-rule check. */
export function LinkageEditor() {
  const { designer, texts } = useDesignerEnv();
  const t = texts.linkage;
  const rules = designer.form.linkage ?? [];
  const setRules = (next: LinkageRule[], property?: string) =>
    designer.updateForm((form) => {
      form.linkage = next;
    }, property);
  return (
    <div>
      <p className={styles.hint}>{t.intro}</p>
      {rules.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />}
      {rules.map((rule, index) => (
        <LinkageRuleCard
          key={rule.id}
          rule={rule}
          onChange={(next, property) =>
            setRules(
              rules.map((r, i) => (i === index ? next : r)),
              property && `${rule.id}:${property}`,
            )
          }
          onRemove={() => setRules(rules.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setRules([...rules, newRule(rules, say(t.newName, { n: rules.length + 1 }))])}
      >
        {t.add}
      </Button>
    </div>
  );
}
