import { childLists, type FormControl, type FormPane } from '@app/common/form';
import { Card, Collapse, Tabs } from 'antd';
import { memo } from 'react';
import { ControlView } from './ControlView';
import { FieldItem } from './FieldItem';
import { useFormEnv } from './form-context';
import { GridCell, GridRow } from './GridCell';
import { TableField } from './TableField';

/**
 * The layout of a designed form: the grid (row and col spans, the form's gutter), cards, tabs, collapse
 * panels, group titles and dividers, with a FieldItem for every control that shows a value. Built once
 * per form: a value change reaches the fields through the stores, never through this tree.
 */

const DISPLAY_ONLY = new Set(['divider', 'groupTitle']);

/** element-ui's tab-position in antd 6's words. */
const TAB_PLACEMENT: Record<string, 'top' | 'bottom' | 'start' | 'end'> = {
  top: 'top',
  bottom: 'bottom',
  left: 'start',
  right: 'end',
};

const spanOf = (control: FormControl, phone: boolean) => {
  const span = control.__config__.span;
  return phone || typeof span !== 'number' || span < 1 || span > 24 ? 24 : span;
};

export const ControlList = memo(function ControlList({ controls }: { controls: readonly FormControl[] }) {
  return (
    <GridRow>
      {controls.map((control, index) => (
        <ControlNode key={control.__config__.formId ?? index} control={control} />
      ))}
    </GridRow>
  );
});

function panesOf(control: FormControl): FormPane[] {
  const children = control.__config__.children ?? [];
  return (children as FormPane[]).filter((pane) => pane && Array.isArray(pane.__config__?.children));
}

function ControlNode({ control }: { control: FormControl }) {
  const { phone, lang } = useFormEnv();
  const config = control.__config__;
  const span = spanOf(control, phone);
  switch (config.jnpfKey) {
    case 'row':
      return (
        <GridCell span={span}>
          <ControlList controls={childLists(control)[0] ?? []} />
        </GridCell>
      );
    case 'card':
      return (
        <GridCell span={span}>
          <Card
            size="small"
            title={typeof control.header === 'string' ? control.header : undefined}
            style={{ marginBottom: 18 }}
          >
            <ControlList controls={childLists(control)[0] ?? []} />
          </Card>
        </GridCell>
      );
    case 'tab':
      return (
        <GridCell span={span}>
          <Tabs
            defaultActiveKey={String(typeof config.active === 'number' ? config.active : 0)}
            tabPlacement={TAB_PLACEMENT[String(control['tab-position'])] ?? 'top'}
            items={panesOf(control).map((pane, index) => ({
              key: String(index),
              label: pane.title,
              forceRender: true,
              children: <ControlList controls={pane.__config__.children} />,
            }))}
          />
        </GridCell>
      );
    case 'collapse':
      return (
        <GridCell span={span}>
          <Collapse
            accordion={control.accordion === true}
            defaultActiveKey={Array.isArray(config.active) ? (config.active as string[]) : undefined}
            style={{ marginBottom: 18 }}
            items={panesOf(control).map((pane, index) => ({
              key: pane.name ?? String(index + 1),
              label: pane.title,
              forceRender: true,
              children: <ControlList controls={pane.__config__.children} />,
            }))}
          />
        </GridCell>
      );
    case 'table':
      return (
        <GridCell span={24}>
          <TableField control={control} />
        </GridCell>
      );
    default:
      if (DISPLAY_ONLY.has(config.jnpfKey))
        return config.noShow === true ? null : (
          <GridCell span={span}>
            <ControlView control={control} value={undefined} onChange={ignore} mode="run" lang={lang} />
          </GridCell>
        );
      return <FieldItem control={control} span={span} />;
  }
}

const ignore = () => {};
