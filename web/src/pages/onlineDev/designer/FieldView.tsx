import type { FormControl } from '@app/common/form';
import { ControlView } from '../../../components/designed-form/ControlView';
import { useCanvasActions, useLabelLayout } from './canvas-context';
import styles from './designer.module.css';

/** Display controls draw their own title or none; every other control gets its label beside it. */
const NO_LABEL = new Set(['divider', 'groupTitle']);
const ignore = () => {};

/**
 * A control with its label, as the form settings place it (left, right or top, the label width), drawn by
 * the renderer's ControlView in design mode with its default value. A sub-table column shows its label as
 * the column head.
 */
export function FieldView({ control, inTable }: { control: FormControl; inTable: boolean }) {
  const { lang } = useCanvasActions();
  const layout = useLabelLayout();
  const config = control.__config__;
  const view = (
    <ControlView control={control} value={config.defaultValue} onChange={ignore} mode="design" lang={lang} />
  );
  if (inTable)
    return (
      <>
        <div className={styles.subColumnHead}>
          <span className={styles.label} data-required={config.required || undefined}>
            {config.label}
          </span>
        </div>
        {view}
      </>
    );
  if (NO_LABEL.has(config.jnpfKey) || config.showLabel === false) return view;
  const position = layout.position;
  const width = Number(config.labelWidth ?? layout.width);
  return (
    <div className={styles.field} data-position={position}>
      <span
        className={styles.label}
        data-required={config.required || undefined}
        style={position === 'top' ? undefined : { width, textAlign: position === 'left' ? 'left' : 'right' }}
        title={config.label}
      >
        {config.label}
      </span>
      <div className={styles.control}>{view}</div>
    </div>
  );
}
