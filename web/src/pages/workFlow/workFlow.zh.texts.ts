import zhEntrust from './entrust/entrust.zh.texts';
import zhFlowDesigner from './flowDesigner/flow-designer.zh.texts';
import zhFlowCentre from './flowDetail/flow-centre.zh.texts';
import zhFlowEngine from './flowEngine/flow-engine.zh.texts';

/** The texts of 工作流程 (zh): the area's chunk for the language. */
const zhWorkFlow = { ...zhFlowEngine, ...zhFlowDesigner, ...zhFlowCentre, ...zhEntrust };

export default zhWorkFlow;
