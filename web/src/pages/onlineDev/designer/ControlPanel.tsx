import { catalogueEntry, hasOptionSource } from '@app/common/form';
import { Divider } from 'antd';
import { BasicProps } from './BasicProps';
import { CalculateEditor } from './CalculateEditor';
import { useDesignerEnv } from './designer-context';
import { ElementPropsEditor } from './ElementPropsEditor';
import { elementProps } from './element-props';
import { OptionSourceEditor } from './OptionSourceEditor';
import { PanesEditor } from './PanesEditor';
import styles from './panel.module.css';
import { PanelForm } from './panel-parts';
import { ReferenceProps } from './ReferenceProps';
import { RegListEditor } from './RegListEditor';
import { useEditControl } from './useEditControl';

/** 控件属性: every property of the selected control, by section. */
export function ControlPanel() {
  const { designer, texts } = useDesignerEnv();
  const control = designer.selectedControl;
  if (!control) return <div className={styles.panelEmpty}>{texts.panel.noSelection}</div>;
  return <ControlForm key={control.__config__.formId} />;
}

function ControlForm() {
  const { designer, texts } = useDesignerEnv();
  const control = designer.selectedControl!;
  const edit = useEditControl(control);
  const key = control.__config__.jnpfKey;
  const known = catalogueEntry(key) !== undefined;
  const reference = [
    'billRule',
    'relationForm',
    'relationFormAttr',
    'popupSelect',
    'relationFlowAttr',
  ].includes(key);
  return (
    <PanelForm labelWidth={92}>
      <BasicProps control={control} edit={edit} />
      {(key === 'tab' || key === 'collapse') && <PanesEditor control={control} edit={edit} />}
      {hasOptionSource(key) && (
        <>
          <Divider plain>{texts.options.title}</Divider>
          <OptionSourceEditor control={control} edit={edit} />
        </>
      )}
      {reference && <ReferenceProps control={control} edit={edit} />}
      {key === 'calculate' && (
        <>
          <Divider plain>{texts.calc.title}</Divider>
          <CalculateEditor control={control} edit={edit} />
        </>
      )}
      {known && elementProps(key).length > 0 && (
        <>
          <Divider plain>{texts.panel.element}</Divider>
          <ElementPropsEditor control={control} edit={edit} />
        </>
      )}
      {Array.isArray(control.__config__.regList) && (
        <>
          <Divider plain>{texts.panel.regList}</Divider>
          <RegListEditor control={control} edit={edit} />
        </>
      )}
    </PanelForm>
  );
}
