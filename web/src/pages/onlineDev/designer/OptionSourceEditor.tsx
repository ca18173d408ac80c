import type { FormControl, OptionSource } from '@app/common/form';
import { Form, Input, Radio } from 'antd';
import { staticOptions } from '../../../components/designed-form/control-values';
import { useDataInterfaces, useDictionaryTypes } from './designer.api';
import { useDesignerEnv } from './designer-context';
import { TreePick } from './panel-parts';
import { optionsOnElement, setStaticOptions } from './prop-values';
import { StaticOptionsEditor } from './StaticOptionsEditor';
import type { EditControl } from './useEditControl';

/** Where the keys of an option's name, value and children are set: config.props, or props.props for trees. */
function keysHolder(control: FormControl): Record<string, unknown> {
  if (optionsOnElement(control.__config__.jnpfKey)) {
    const outer = (control.props ?? {}) as { props?: Record<string, unknown> };
    control.props = outer;
    outer.props ??= {};
    return outer.props;
  }
  control.__config__.props ??= { label: 'fullName', value: 'id' };
  return control.__config__.props as Record<string, unknown>;
}

function readKeys(control: FormControl): Record<string, string> {
  const holder = optionsOnElement(control.__config__.jnpfKey)
    ? ((control.props as { props?: Record<string, unknown> } | undefined)?.props ?? {})
    : (control.__config__.props ?? {});
  const text = (key: string, fallback: string) =>
    typeof holder[key as keyof typeof holder] === 'string'
      ? String(holder[key as keyof typeof holder])
      : fallback;
  return {
    label: text('label', 'fullName'),
    value: text('value', 'id'),
    children: text('children', 'children'),
  };
}

/** 数据来源 of radio, checkbox, select, cascader and tree select: static options, a dictionary, or a data interface. */
export function OptionSourceEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const t = texts.options;
  const config = control.__config__;
  const source = (config.dataType ?? 'static') as OptionSource;
  const dictionaries = useDictionaryTypes(source === 'dictionary');
  const interfaces = useDataInterfaces(source === 'dynamic');
  const nested = optionsOnElement(config.jnpfKey);
  const keys = readKeys(control);
  return (
    <>
      <Form.Item label={t.source}>
        <Radio.Group
          size="small"
          optionType="button"
          value={source}
          onChange={(e) =>
            edit('', (c) => {
              c.__config__.dataType = e.target.value;
            })
          }
          options={[
            { value: 'static', label: t.static },
            { value: 'dictionary', label: t.dictionary },
            { value: 'dynamic', label: t.dynamic },
          ]}
        />
      </Form.Item>
      {source === 'static' && (
        <StaticOptionsEditor
          options={staticOptions(control)}
          nested={nested}
          onChange={(options, property) =>
            edit(property && `options${property}`, (c) => setStaticOptions(c, options))
          }
        />
      )}
      {source === 'dictionary' && (
        <TreePick
          label={t.dictionaryType}
          query={dictionaries}
          value={String(config.dictionaryType ?? '')}
          onChange={(id) =>
            edit('', (c) => {
              c.__config__.dictionaryType = id;
            })
          }
        />
      )}
      {source === 'dynamic' && (
        <>
          <TreePick
            label={t.dataInterface}
            query={interfaces}
            value={String(config.propsUrl ?? '')}
            onChange={(id) =>
              edit('', (c) => {
                c.__config__.propsUrl = id;
              })
            }
          />
          {(['label', 'value', ...(nested ? ['children'] : [])] as const).map((key) => (
            <Form.Item key={key} label={t[`${key}Key` as 'labelKey' | 'valueKey' | 'childrenKey']}>
              <Input
                value={keys[key]}
                onChange={(e) =>
                  edit(`key${key}`, (c) => {
                    keysHolder(c)[key] = e.target.value;
                  })
                }
              />
            </Form.Item>
          ))}
        </>
      )}
    </>
  );
}
