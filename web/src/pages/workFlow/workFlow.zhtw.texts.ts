import zhtwEntrust from './entrust/entrust.zhtw.texts';
import zhtwFlowDesigner from './flowDesigner/flow-designer.zhtw.texts';
import zhtwFlowCentre from './flowDetail/flow-centre.zhtw.texts';
import zhtwFlowEngine from './flowEngine/flow-engine.zhtw.texts';

/** The texts of 工作流程 (zhtw): the area's chunk for the language. */
const zhtwWorkFlow = { ...zhtwFlowEngine, ...zhtwFlowDesigner, ...zhtwFlowCentre, ...zhtwEntrust };

export default zhtwWorkFlow;
