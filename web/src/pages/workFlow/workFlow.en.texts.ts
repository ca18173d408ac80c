import enFlowEngine from './flowEngine/flow-engine.en.texts';

/** The texts of 工作流程 (en): the area's chunk for the language. */
const enWorkFlow = { ...enFlowEngine };

export default enWorkFlow;
