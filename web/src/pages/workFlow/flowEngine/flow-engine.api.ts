import { uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** /api/workflow/Engine/FlowEngine beyond the list runtime's calls (server modules/workflow). */
export const FLOW_ENGINE_BASE = '/api/workflow/Engine/FlowEngine';

/** The WorkFlowCategory dictionary type, seeded with the original's id. */
export const WORKFLOW_CATEGORY_TYPE = '507f4f5df86b47588138f321e0b0dac7';

export interface FlowEngineRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  type: 0 | 1;
  formType: 1 | 2;
  formId: string;
  formName: string;
  visibleType: 0 | 1;
  icon: string | null;
  iconBackground: string | null;
  enabledMark: 0 | 1;
  releasedVersion: number | null;
  sortCode: number;
  creatorTime: number;
}

export interface FlowVersion {
  id: string;
  version: number;
  fullName: string;
  formVersion: number | null;
  visibleType: 0 | 1;
  releaseTime: number;
  releaseUser: string;
}

export interface FlowImportResult {
  id: string;
  count: 1;
  renamed: { from: string; to: string }[];
}

export const releaseEngine = (id: string) =>
  http.post<{ version: number }>(`${FLOW_ENGINE_BASE}/Release/${id}`);
export const stopEngine = (id: string) => http.post<null>(`${FLOW_ENGINE_BASE}/Stop/${id}`);
export const copyEngine = (id: string) => http.post<{ id: string }>(`${FLOW_ENGINE_BASE}/${id}/Actions/Copy`);
export const engineVersions = (id: string) =>
  http.get<{ list: FlowVersion[] }>(`${FLOW_ENGINE_BASE}/${id}/Versions`).then((answer) => answer.list);

export const importEngine = (file: File, category: string | undefined, rename: boolean) =>
  uploadFile<FlowImportResult>(`${FLOW_ENGINE_BASE}/Actions/ImportData`, file, file.name, {
    category,
    duplicates: rename ? 'rename' : 'refuse',
  });

/** The released 流程表单 designs a designed-form flow may run on (在线开发's Selector of type 3). */
export const flowFormDesigns = (signal?: AbortSignal) =>
  http
    .get<{ list: { id: string; fullName: string; enCode: string }[] }>(
      '/api/visualdev/Base/Selector',
      { type: 3 },
      { signal },
    )
    .then((answer) => answer.list);
