import zhtwDesignList from './design-list/design-list.zhtw.texts';
import zhtwDesigner from './designer/designer.zhtw.texts';
import zhtwListDesigner from './list-designer/list-designer.zhtw.texts';

/** The texts of 在线开发 (zhtw), one spread per screen: the area's chunk for the language. */
const zhtwOnlineDev = {
  ...zhtwDesignList,
  ...zhtwDesigner,
  ...zhtwListDesigner,
};

export default zhtwOnlineDev;
