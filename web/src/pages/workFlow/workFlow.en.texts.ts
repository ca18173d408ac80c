import enEntrust from './entrust/entrust.en.texts';
import enFlowDesigner from './flowDesigner/flow-designer.en.texts';
import enFlowCentre from './flowDetail/flow-centre.en.texts';
import enFlowEngine from './flowEngine/flow-engine.en.texts';

/** The texts of 工作流程 (en): the area's chunk for the language. */
const enWorkFlow = { ...enFlowEngine, ...enFlowDesigner, ...enFlowCentre, ...enEntrust };

export default enWorkFlow;
