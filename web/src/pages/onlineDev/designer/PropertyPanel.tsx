import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { ControlPanel } from './ControlPanel';
import { useDesignerEnv } from './designer-context';
import { FormSettings } from './FormSettings';
import { LinkageEditor } from './LinkageEditor';
import styles from './panel.module.css';

type PanelTab = 'control' | 'form' | 'linkage';

/** The right pane: the selected control's properties, the form's settings, the linkage rules. */
export function PropertyPanel() {
  const { texts, designer } = useDesignerEnv();
  const [tab, setTab] = useState<PanelTab>('control');
  // selecting a control on the canvas shows its properties, as the original designer does
  useEffect(() => {
    if (designer.selected !== null) setTab('control');
  }, [designer.selected]);
  return (
    <aside className={styles.panel} data-testid="designer-panel">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as PanelTab)}
        centered
        items={[
          {
            key: 'control',
            label: texts.tabs.control,
            children: (
              <div className={styles.panelBody}>
                <ControlPanel />
              </div>
            ),
          },
          {
            key: 'form',
            label: texts.tabs.form,
            children: (
              <div className={styles.panelBody}>
                <FormSettings />
              </div>
            ),
          },
          {
            key: 'linkage',
            label: texts.tabs.linkage,
            children: (
              <div className={styles.panelBody}>
                <LinkageEditor />
              </div>
            ),
          },
        ]}
      />
    </aside>
  );
}
