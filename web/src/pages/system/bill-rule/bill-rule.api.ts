import type { BillRuleFields, BillRuleRow, Paged } from '@app/common';
import { downloadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** The calls of 单据规则 (client-facts §5.4 Bill rules). */
const BILL_RULE = '/api/system/BillRule';

export interface BillRuleParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const fetchBillRules = (params: BillRuleParams, signal?: AbortSignal) =>
  http.get<Paged<BillRuleRow>>(BILL_RULE, { ...params }, { signal });

export const fetchBillRule = (id: string) => http.get<BillRuleRow>(`${BILL_RULE}/${id}`);

export const saveBillRule = (id: string | null, fields: BillRuleFields) =>
  id ? http.put<null>(`${BILL_RULE}/${id}`, fields) : http.post<{ id: string }>(BILL_RULE, fields);

export const deleteBillRule = (id: string) => http.delete<null>(`${BILL_RULE}/${id}`);

export const toggleBillRule = (id: string) =>
  http.put<{ enabledMark: number }>(`${BILL_RULE}/${id}/Actions/State`);

export const exportBillRule = (row: Pick<BillRuleRow, 'id' | 'fullName'>) =>
  downloadFile(`${BILL_RULE}/${row.id}/Action/Export`, `${row.fullName}.json`);
