import { Divider, Input } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { asText, type ElementProps } from './control-props';
import { epochOf, platformText } from './control-values';
import styles from './designed-form.module.css';

/** Controls that show text and hold no value the user types: divider, text, group title, read-only fields. */

const PLACEMENT = { left: 'start', right: 'end', center: 'center' } as const;
const placement = (position: unknown) => PLACEMENT[position as keyof typeof PLACEMENT] ?? 'center';

export function DividerView({ control }: ElementProps) {
  const title = asText(control.__slot__?.default);
  return <Divider titlePlacement={placement(control['content-position'])}>{title || undefined}</Divider>;
}

/** JNPFText's textStyle is element-ui CSS with a unitless line height and font size (px). */
export function textBlockStyle(textStyle: unknown): CSSProperties {
  if (!textStyle || typeof textStyle !== 'object') return {};
  const style = textStyle as Record<string, unknown>;
  const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : asText(value) || undefined);
  return {
    color: asText(style.color) || undefined,
    textAlign: (asText(style['text-align']) || undefined) as CSSProperties['textAlign'],
    fontWeight: (asText(style['font-weight']) || undefined) as CSSProperties['fontWeight'],
    fontStyle: asText(style['font-style']) || undefined,
    textDecoration: asText(style['text-decoration']) || undefined,
    lineHeight: px(style['line-height']),
    fontSize: px(style['font-size']),
  };
}

export function TextBlockView({ control, value }: ElementProps) {
  const text = asText(value ?? control.__config__.defaultValue);
  return (
    <div className={styles.textBlock} style={textBlockStyle(control.textStyle)}>
      {text}
    </div>
  );
}

const ALIGN = { start: 'left', end: 'right', center: 'center' } as const;
const textAlign = (control: ElementProps['control']) => ALIGN[placement(control['content-position'])];

export function GroupTitleView({ control }: ElementProps) {
  return (
    <div className={styles.groupTitle} style={{ textAlign: textAlign(control) }}>
      {asText(control.content) || control.__config__.label}
    </div>
  );
}

const TIMES = new Set(['createTime', 'modifyTime']);

/** The server stores 创建时间 and 修改时间 as epoch ms; they show as date and time. */
export function systemFieldText(jnpfKey: string, value: unknown): string {
  const epoch = TIMES.has(jnpfKey) ? epochOf(value) : null;
  return epoch === null ? asText(value) : dayjs(epoch).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * billRule and the system fields: the server fills them on save (server-facts §7), so the form shows the
 * stored value, or '系统自动生成' in the user's language until there is one.
 */
export function SystemFieldView({ control, value, texts, id }: ElementProps) {
  return (
    <Input
      id={id}
      value={systemFieldText(control.__config__.jnpfKey, value)}
      readOnly
      placeholder={platformText(control.placeholder, '系统自动生成', texts.autoNumber)}
      style={{ width: '100%' }}
    />
  );
}
