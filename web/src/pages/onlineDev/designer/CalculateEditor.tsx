import { type ExprToken, isFieldRef, OPERATORS, validateExpression } from '@app/common';
import type { FormControl } from '@app/common/form';
import { Alert, Button } from 'antd';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';
import { formulaText, numericFields } from './prop-values';
import type { EditControl } from './useEditControl';

/** The keypad as a calculator lays it out, five to a row; the last row ends with 删除 and 清空. */
const KEYS = [
  '7',
  '8',
  '9',
  '(',
  ')',
  '4',
  '5',
  '6',
  OPERATORS[2],
  OPERATORS[3],
  '1',
  '2',
  '3',
  OPERATORS[0],
  OPERATORS[1],
  '0',
  '.',
];

/**
 * 计算公式: the expression built from buttons (digits, operators, parentheses) and the form's numeric fields,
 * shown as a formula and checked as it grows by common's validateExpression (the save rule's check).
 */
export function CalculateEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts, designer, lang } = useDesignerEnv();
  const t = texts.calc;
  const tokens = (Array.isArray(control.expression) ? control.expression : []) as ExprToken[];
  const fields = numericFields(designer.form, control);
  const known = new Set(fields.map((field) => field.__vModel__));
  const check = validateExpression(tokens, known);
  const set = (next: ExprToken[]) =>
    edit('', (c) => {
      c.expression = next;
    });
  const labelOf = (token: ExprToken) =>
    isFieldRef(token) ? (fields.find((f) => f.__vModel__ === token.__vModel__)?.label ?? token.label) : token;
  return (
    <>
      <div className={styles.formula} data-testid="designer-formula">
        {tokens.length ? (
          formulaText(
            tokens.map((token) =>
              isFieldRef(token) ? { ...token, label: labelOf(token) as string } : token,
            ),
          )
        ) : (
          <span className={styles.hint}>{t.empty}</span>
        )}
      </div>
      {tokens.length > 0 &&
        (check.valid ? (
          <Alert type="success" showIcon title={t.valid} style={{ marginBottom: 8 }} />
        ) : (
          <Alert type="error" showIcon title={check.message[lang]} style={{ marginBottom: 8 }} />
        ))}
      <div className={styles.hint}>{t.fields}</div>
      <div style={{ margin: '4px 0 8px' }}>
        {fields.length === 0 && <span className={styles.hint}>{t.noFields}</span>}
        {fields.map((field) => (
          <Button
            key={field.__vModel__}
            size="small"
            type="dashed"
            style={{ margin: '0 4px 4px 0' }}
            onClick={() => set([...tokens, field])}
          >
            {field.label}
          </Button>
        ))}
      </div>
      <div className={styles.keypad}>
        {KEYS.map((key) => (
          <Button key={key} size="small" onClick={() => set([...tokens, key])}>
            {key}
          </Button>
        ))}
        <Button size="small" disabled={!tokens.length} onClick={() => set(tokens.slice(0, -1))}>
          {t.backspace}
        </Button>
        <Button size="small" danger disabled={!tokens.length} onClick={() => set([])}>
          {t.clear}
        </Button>
      </div>
    </>
  );
}
