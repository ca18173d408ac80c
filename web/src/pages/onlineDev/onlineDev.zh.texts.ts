import zhDesignList from './design-list/design-list.zh.texts';
import zhDesigner from './designer/designer.zh.texts';
import zhListDesigner from './list-designer/list-designer.zh.texts';

/** The texts of 在线开发 (zh), one spread per screen: the area's chunk for the language. */
const zhOnlineDev = {
  ...zhDesignList,
  ...zhDesigner,
  ...zhListDesigner,
};

export default zhOnlineDev;
