import { http } from '../../../app/request';
import type { PickerNode } from '../../../components/designed-form/picker-tree';
import { FLOW_ENGINE_BASE, type FlowEngineRow } from '../flowEngine/flow-engine.api';

/** The calls of the flow designer: the engine with its tree, its form's fields and the names cards show. */

export interface FlowEngineRecord extends FlowEngineRow {
  description: string | null;
  version: number;
  flowTemplateJson: string | null;
}

/** What a save sends besides the tree: the record's writable fields as loaded (PUT keeps nothing else). */
const WRITABLE = [
  'fullName',
  'enCode',
  'category',
  'type',
  'formType',
  'formId',
  'icon',
  'iconBackground',
  'description',
  'sortCode',
] as const;

export const fetchEngine = (id: string) => http.get<FlowEngineRecord>(`${FLOW_ENGINE_BASE}/${id}`);

/** A save over a newer one is refused (409, who saved it and when): the version it was based on goes along. */
export function saveEngine(record: FlowEngineRecord, flowTemplateJson: string, version: number) {
  const body: Record<string, unknown> = { flowTemplateJson, version };
  for (const key of WRITABLE) body[key] = record[key];
  return http.put<null>(`${FLOW_ENGINE_BASE}/${record.id}`, body, { silent: true });
}

/** Release with the server's refusal left to the caller, which names the nodes in it. */
export const releaseDraft = (id: string) =>
  http.post<{ version: number }>(`${FLOW_ENGINE_BASE}/Release/${id}`, undefined, { silent: true });

export interface EngineBrief {
  id: string;
  fullName: string;
  enCode: string;
  formType: 1 | 2;
  enabledMark: 0 | 1;
}

export const allEngines = () =>
  http.get<{ list: EngineBrief[] }>(`${FLOW_ENGINE_BASE}/ListAll`).then((answer) => answer.list);

/** A designed form's stored formData (the design as it is now, as 在线开发 shows it). */
export const fetchFormData = (designId: string) =>
  http
    .get<{ formData: string | null }>(`/api/visualdev/Base/${designId}`, undefined, { silent: true })
    .then((answer) => answer.formData);

export const USER_TREE_URL = '/api/permission/Users/Selector';
export const POSITION_TREE_URL = '/api/permission/Position/Selector';

export const pickerTree = (url: string) =>
  http.get<{ list: PickerNode[] }>(url, undefined, { silent: true }).then((answer) => answer.list);

export const roleOptions = () =>
  http
    .get<{ list: { id: string; fullName: string }[] }>('/api/permission/Role/Selector', undefined, {
      silent: true,
    })
    .then((answer) => answer.list);
