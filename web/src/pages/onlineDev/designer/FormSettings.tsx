import { type FormData, GENERAL_WIDTHS } from '@app/common/form';
import { Divider, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useDesignerEnv } from './designer-context';
import { PanelForm } from './panel-parts';

type Setting = keyof FormData;

/** 表单属性: label width and position, size, dialog style and width, the buttons and their texts. */
export function FormSettings() {
  const { designer, texts } = useDesignerEnv();
  const { form } = designer;
  const t = texts.form;
  const set = (key: Setting, value: unknown, merge = false) =>
    designer.updateForm(
      (next) => {
        next[key] = value;
      },
      merge ? String(key) : undefined,
    );
  const widthKey: Setting =
    form.popupType === 'fullScreen'
      ? 'fullScreenWidth'
      : form.popupType === 'drawer'
        ? 'drawerWidth'
        : 'generalWidth';
  const button = (flag: Setting, label: string, textKey: Setting, textLabel: string) => (
    <>
      <Form.Item label={label}>
        <Switch checked={form[flag] === true} onChange={(on) => set(flag, on)} />
      </Form.Item>
      {form[flag] === true && (
        <Form.Item label={textLabel}>
          <Input value={String(form[textKey] ?? '')} onChange={(e) => set(textKey, e.target.value, true)} />
        </Form.Item>
      )}
    </>
  );
  return (
    <PanelForm labelWidth={110}>
      <Form.Item label={t.labelPosition}>
        <Radio.Group
          optionType="button"
          value={form.labelPosition ?? 'right'}
          onChange={(e) => set('labelPosition', e.target.value)}
          options={[
            { value: 'left', label: t.left },
            { value: 'right', label: t.right },
            { value: 'top', label: t.top },
          ]}
        />
      </Form.Item>
      <Form.Item label={t.labelWidth}>
        <InputNumber
          min={40}
          max={400}
          value={form.labelWidth ?? 100}
          onChange={(n) => set('labelWidth', n ?? 100, true)}
        />
      </Form.Item>
      <Form.Item label={t.size}>
        <Radio.Group
          optionType="button"
          value={form.size ?? 'small'}
          onChange={(e) => set('size', e.target.value)}
          options={(['medium', 'small', 'mini'] as const).map((size) => ({
            value: size,
            label: texts.values[size],
          }))}
        />
      </Form.Item>
      <Form.Item label={t.gutter}>
        <InputNumber
          min={0}
          max={48}
          value={form.gutter ?? 15}
          onChange={(n) => set('gutter', n ?? 15, true)}
        />
      </Form.Item>
      <Form.Item label={t.disabled}>
        <Switch checked={form.disabled === true} onChange={(on) => set('disabled', on)} />
      </Form.Item>
      <Divider plain>{t.popupType}</Divider>
      <Form.Item label={t.popupType}>
        <Select
          value={form.popupType ?? 'general'}
          onChange={(type) => set('popupType', type)}
          options={(['general', 'fullScreen', 'drawer'] as const).map((type) => ({
            value: type,
            label: t[type],
          }))}
        />
      </Form.Item>
      <Form.Item label={t.width}>
        {widthKey === 'generalWidth' ? (
          <Select
            value={form.generalWidth ?? '600px'}
            onChange={(width) => set('generalWidth', width)}
            options={GENERAL_WIDTHS.map((width) => ({ value: width, label: width }))}
          />
        ) : (
          <Input value={String(form[widthKey] ?? '')} onChange={(e) => set(widthKey, e.target.value, true)} />
        )}
      </Form.Item>
      <Divider plain>{t.formBtns}</Divider>
      {button('hasConfirmBtn', t.hasConfirmBtn, 'confirmButtonText', t.confirmText)}
      {button('hasCancelBtn', t.hasCancelBtn, 'cancelButtonText', t.cancelText)}
      {button('hasPrintBtn', t.hasPrintBtn, 'printButtonText', t.printText)}
    </PanelForm>
  );
}
