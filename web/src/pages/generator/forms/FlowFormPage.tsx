import { DesignListPage } from '../../onlineDev/design-list/DesignListPage';
import { DESIGN_KINDS } from '../../onlineDev/design-list/design-kinds';

/** 流程表单: the designs of this type, opened in the form designer. */
export default function FlowFormPage() {
  return <DesignListPage kind={DESIGN_KINDS.flowForm} />;
}
