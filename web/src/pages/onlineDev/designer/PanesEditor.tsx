import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormControl, FormPane } from '@app/common/form';
import { Button, Divider, Input } from 'antd';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';
import type { EditControl } from './useEditControl';

const panesOf = (control: FormControl) => (control.__config__.children ?? []) as FormPane[];

/**
 * The panes of tabs and collapse: their titles, one more, one fewer (never the last one). A collapse pane's
 * name is its number, as the palette's are.
 */
export function PanesEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const panes = panesOf(control);
  const collapse = control.__config__.jnpfKey === 'collapse';
  const change = (property: string, next: (panes: FormPane[]) => FormPane[]) =>
    edit(property, (c) => {
      c.__config__.children = next(panesOf(c));
    });
  const add = () =>
    change('', (list) => {
      const n = list.length + 1;
      const title = collapse ? `${texts.canvas.pane}${n}` : `Tab ${n}`;
      const names = new Set(list.map((pane) => pane.name));
      let name = n;
      while (names.has(String(name))) name++;
      return [
        ...list,
        collapse
          ? { title, name: String(name), __config__: { children: [] } }
          : { title, __config__: { children: [] } },
      ];
    });
  return (
    <>
      <Divider plain>{texts.panel.panes}</Divider>
      {panes.map((pane, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: panes are identified by their place (the drop zones too)
        <div key={index} className={styles.rowEditor}>
          <Input
            value={pane.title}
            placeholder={texts.panel.paneTitle}
            onChange={(e) =>
              change(`pane${index}`, (list) =>
                list.map((p, i) => (i === index ? { ...p, title: e.target.value } : p)),
              )
            }
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={texts.options.remove}
            disabled={panes.length <= 1}
            onClick={() => change('', (list) => list.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
        {texts.panel.addPane}
      </Button>
    </>
  );
}
