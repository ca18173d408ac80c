import type { Lang } from '../../i18n';
import { END_NODE, type FlowGraph } from './compile';
import { REQUEST_STATUS_CODES, type RequestState } from './request-types';

/**
 * What the lists and the detail view show of a request's state: the current step(s) as the original's
 * FLOW_TASK columns (thisStepId, thisStep, completion, status) and the chart's colouring of each node.
 */

export interface RequestSteps {
  /** the active nodes' ids, comma-joined; 'end' once approved */
  thisStepId: string;
  /** their names, comma-joined; 结束 once approved, 开始 while it is with the initiator */
  thisStep: string;
  completion: number;
  status: (typeof REQUEST_STATUS_CODES)[keyof typeof REQUEST_STATUS_CODES];
}

const START = { zh: '开始', en: 'Start', zhtw: '開始' };
const END = { zh: '结束', en: 'End', zhtw: '結束' };

export function requestSteps(graph: FlowGraph, state: RequestState, lang: Lang = 'zh'): RequestSteps {
  const status = REQUEST_STATUS_CODES[state.status];
  if (state.status === 'approved')
    return { thisStepId: END_NODE, thisStep: END[lang], completion: 100, status };
  const active = state.active.map((node) => node.nodeId);
  if (state.status !== 'running' || !active.length)
    return { thisStepId: graph.start, thisStep: START[lang], completion: state.completion, status };
  return {
    thisStepId: active.join(','),
    thisStep: active.map((id) => graph.nodes[id]?.name ?? id).join(','),
    completion: state.completion,
    status,
  };
}

/** The read-only chart's colouring: nodes this run passed, and the ones it is at. */
export function chartStates(
  graph: FlowGraph,
  state: RequestState,
): Record<string, 'state-past' | 'state-curr'> {
  const colours: Record<string, 'state-past' | 'state-curr'> = {};
  for (const id of state.passed) if (graph.nodes[id]?.design) colours[id] = 'state-past';
  for (const node of state.active) colours[node.nodeId] = 'state-curr';
  return colours;
}
