import { DesignListPage } from '../../onlineDev/design-list/DesignListPage';
import { DESIGN_KINDS } from '../../onlineDev/design-list/design-kinds';

/** Web设计: the designs of this type, opened in the form designer. */
export default function WebDesignPage() {
  return <DesignListPage kind={DESIGN_KINDS.webDesign} />;
}
