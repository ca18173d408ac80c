import zhFlowEngine from './flowEngine/flow-engine.zh.texts';

/** The texts of 工作流程 (zh): the area's chunk for the language. */
const zhWorkFlow = { ...zhFlowEngine };

export default zhWorkFlow;
