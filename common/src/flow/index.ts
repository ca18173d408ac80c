// Workflow designs: the stored flow tree (the original's flowTemplateJson), its save rules, the flow
// designer's operations and the pure engine (graph, next node, conditions, approver rules, countersign,
// reject targets, the request state machine). Imported as '@app/common/flow' so the shell's bundle does
// not carry it.
export * from './defaults';
export * from './design-ops';
export * from './engine';
export * from './flow-messages';
export * from './flow-summary';
export * from './structure';
export * from './system-forms';
export type * from './types';
export { ASSIGNEE_TYPES, CONDITION_SYMBOLS, FLOW_NODE_TYPES } from './types';
export * from './validate-flow';
export * from './walk';
