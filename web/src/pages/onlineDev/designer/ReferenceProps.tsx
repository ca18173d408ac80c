import { type FormControl, valueFields } from '@app/common/form';
import { Divider, Form, Select } from 'antd';
import { ColumnOptionsEditor } from './ColumnOptionsEditor';
import { useBillRules, useDesignedForms, useFormFields } from './designer.api';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import { PopupSelectProps } from './PopupSelectProps';
import { LoadError, TreePick } from './panel-parts';
import type { EditControl } from './useEditControl';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 单据组件: the numbering rule (BillRule/Selector) whose next number the server writes on save. */
function BillRuleProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const rules = useBillRules(true);
  return (
    <>
      <Form.Item label={texts.refs.billRule}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={rules.isLoading}
          value={text(control.__config__.rule) || undefined}
          options={(rules.data ?? []).map((rule) => ({
            value: rule.enCode,
            label: `${rule.fullName} (${rule.enCode})`,
          }))}
          onChange={(code: string) =>
            edit('', (c) => {
              c.__config__.rule = code;
            })
          }
        />
      </Form.Item>
      <LoadError error={rules.error} />
    </>
  );
}

/** 关联表单: the designed function it picks records of, the field it shows, and the dialog's columns. */
function RelationFormProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const forms = useDesignedForms(true);
  const modelId = text(control.modelId);
  const fields = useFormFields(modelId);
  return (
    <>
      <TreePick
        label={texts.refs.relationForm}
        query={forms}
        value={modelId}
        onChange={(id) =>
          edit('', (c) => {
            c.modelId = id;
            c.relationField = '';
            c.columnOptions = [];
          })
        }
      />
      <Form.Item label={texts.refs.relationField}>
        <Select
          disabled={!modelId}
          loading={fields.isLoading}
          placeholder={modelId ? undefined : say(texts.refs.chooseFirst, { what: texts.refs.relationForm })}
          value={text(control.relationField) || undefined}
          options={fields.data ?? []}
          onChange={(field: string) =>
            edit('', (c) => {
              c.relationField = field;
            })
          }
        />
      </Form.Item>
      <LoadError error={fields.error} />
      <Divider plain>{texts.refs.columns}</Divider>
      <ColumnOptionsEditor control={control} edit={edit} fields={fields.data ?? []} />
    </>
  );
}

/** 关联表单属性 (关联流程属性): which relation control of this form it mirrors and which of its fields it shows. */
function RelationAttrProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts, designer } = useDesignerEnv();
  const source = control.__config__.jnpfKey === 'relationFlowAttr' ? 'relationFlow' : 'relationForm';
  const relations = valueFields(designer.form.fields).filter(
    (field) => field.control.__config__.jnpfKey === source,
  );
  const related = relations.find((field) => field.vModel === control.relationField)?.control;
  const fields = useFormFields(source === 'relationForm' ? text(related?.modelId) : '');
  return (
    <>
      <Form.Item label={texts.refs.relatedControl}>
        <Select
          value={text(control.relationField) || undefined}
          notFoundContent={texts.refs.noRelationForm}
          options={relations.map((field) => ({
            value: field.vModel,
            label: `${field.control.__config__.label} (${field.vModel})`,
          }))}
          onChange={(vModel: string) =>
            edit('', (c) => {
              c.relationField = vModel;
              c.showField = '';
            })
          }
        />
      </Form.Item>
      <Form.Item label={texts.refs.showField}>
        <Select
          disabled={!related}
          loading={fields.isLoading}
          value={text(control.showField) || undefined}
          options={fields.data ?? []}
          onChange={(field: string) =>
            edit('', (c) => {
              c.showField = field;
            })
          }
        />
      </Form.Item>
      <LoadError error={fields.error} />
    </>
  );
}

/** The pickers' own references, by control. */
export function ReferenceProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const key = control.__config__.jnpfKey;
  const body =
    key === 'billRule' ? (
      <BillRuleProps control={control} edit={edit} />
    ) : key === 'relationForm' ? (
      <RelationFormProps control={control} edit={edit} />
    ) : key === 'popupSelect' ? (
      <PopupSelectProps control={control} edit={edit} />
    ) : (
      <RelationAttrProps control={control} edit={edit} />
    );
  return <>{body}</>;
}
