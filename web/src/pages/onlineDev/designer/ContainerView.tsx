import { childLists, type FormControl, type FormPane } from '@app/common/form';
import { Collapse, Tabs } from 'antd';
import { useState } from 'react';
import { CanvasList } from './CanvasList';
import styles from './designer.module.css';

/** The panes of a tab or collapse control (their titles), in stored order. */
const panesOf = (control: FormControl) => (control.__config__.children ?? []) as FormPane[];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A container on the canvas with drop zones inside: a row (grid of columns), a card, tabs and collapse
 * panes (one list each), a sub-table (its columns side by side).
 */
export function ContainerView({ control }: { control: FormControl }) {
  const config = control.__config__;
  const formId = config.formId;
  const lists = childLists(control);
  const [activeTab, setActiveTab] = useState('0');
  switch (config.jnpfKey) {
    case 'tab':
      return (
        <div className={styles.container}>
          <Tabs
            size="small"
            activeKey={Number(activeTab) < panesOf(control).length ? activeTab : '0'}
            onChange={setActiveTab}
            type={control.type === 'card' || control.type === 'border-card' ? 'card' : 'line'}
            tabPlacement={
              control['tab-position'] === 'left'
                ? 'start'
                : control['tab-position'] === 'right'
                  ? 'end'
                  : 'top'
            }
            items={panesOf(control).map((pane, index) => ({
              key: String(index),
              label: pane.title,
              children: <CanvasList parent={formId} pane={index} controls={lists[index] ?? []} />,
            }))}
          />
        </div>
      );
    case 'collapse': {
      const panes = panesOf(control);
      return (
        <div className={styles.container}>
          <Collapse
            size="small"
            activeKey={panes.map((_, index) => String(index))}
            items={panes.map((pane, index) => ({
              key: String(index),
              label: pane.title,
              children: <CanvasList parent={formId} pane={index} controls={lists[index] ?? []} />,
            }))}
          />
        </div>
      );
    }
    case 'table':
      return (
        <div className={`${styles.container} ${styles.subTable}`}>
          {config.showTitle !== false && <div className={styles.containerTitle}>{config.label}</div>}
          <CanvasList parent={formId} controls={lists[0] ?? []} inTable />
        </div>
      );
    case 'card':
      return (
        <div className={styles.container}>
          <div className={styles.containerTitle}>{text(control.header) || config.label}</div>
          <CanvasList parent={formId} controls={lists[0] ?? []} />
        </div>
      );
    default:
      return (
        <div className={styles.container}>
          <CanvasList parent={formId} controls={lists[0] ?? []} />
        </div>
      );
  }
}
