import enDesignList from './design-list/design-list.en.texts';
import enDesigner from './designer/designer.en.texts';
import enListDesigner from './list-designer/list-designer.en.texts';

/** The texts of 在线开发 (en), one spread per screen: the area's chunk for the language. */
const enOnlineDev = {
  ...enDesignList,
  ...enDesigner,
  ...enListDesigner,
};

export default enOnlineDev;
