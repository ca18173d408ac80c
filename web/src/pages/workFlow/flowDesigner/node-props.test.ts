import { addNodeAfter, addSplit, approverDefaults, newFlow, validateFlow } from '@app/common/flow';
import type { FormData } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { engineForm, flowFormFields, mainFields } from './form-fields';
import {
  conditionRow,
  conditionValue,
  earlierApprovers,
  permissionRows,
  setPermission,
  switchAssignee,
} from './node-props';

const control = (jnpfKey: string, label: string, vModel: string, children?: unknown[]) => ({
  __config__: {
    jnpfKey,
    label,
    layout: children ? 'rowFormItem' : 'colFormItem',
    ...(children ? { children } : {}),
  },
  __vModel__: vModel,
});

const form = {
  fields: [
    control('comInput', '申请人', 'applicant'),
    control('row', '', '', [control('numInput', '请假天数', 'days')]),
    control('table', '明细', 'items', [
      control('comInput', '物品', 'name'),
      control('numInput', '数量', 'qty'),
    ]),
  ],
} as unknown as FormData;

describe('the property drawer', () => {
  it('lists the form fields with sub-tables and their columns for permissions, the main ones for rules', () => {
    const fields = flowFormFields(form);
    expect(fields.map((f) => `${f.id}:${f.label}`)).toEqual([
      'applicant:申请人',
      'days:请假天数',
      'items:明细',
      'items.name:物品',
      'items.qty:数量',
    ]);
    expect(mainFields(fields).map((f) => f.id)).toEqual(['applicant', 'days']);
  });

  it('builds the permission table from the fields, keeps stored choices and keeps each row consistent', () => {
    const fields = flowFormFields(form);
    const rows = permissionRows(fields, [{ id: 'days', read: true, write: true, required: true }], false);
    expect(rows.map((r) => [r.id, r.read, r.write, r.required])).toEqual([
      ['applicant', true, false, false],
      ['days', true, true, true],
      ['items', true, false, false],
      ['items.name', true, false, false],
      ['items.qty', true, false, false],
    ]);
    const writable = setPermission(rows, 'items', 'write', true);
    expect(writable.filter((r) => r.write).map((r) => r.id)).toEqual([
      'days',
      'items',
      'items.name',
      'items.qty',
    ]);
    const required = setPermission(rows, 'applicant', 'required', true);
    expect(required[0]).toMatchObject({ read: true, write: true, required: true });
    const hidden = setPermission(rows, 'days', 'read', false);
    expect(hidden[1]).toMatchObject({ read: false, write: false, required: false });
    expect(permissionRows(fields, undefined, true).every((r) => r.write)).toBe(true);
  });

  it('switches the approver type, clearing what the other types used', () => {
    const properties = { ...approverDefaults(), approvers: ['u1'], formField: 'x' };
    switchAssignee(properties, 4);
    expect(properties).toMatchObject({ assigneeType: 4, approvers: [], formField: 'x' });
    switchAssignee(properties, 1);
    expect(properties).toMatchObject({ assigneeType: 1, formField: '', managerLevel: 1 });
  });

  it('offers as step and reject targets only the approvers every path passes before the node', () => {
    const ids = (() => {
      let n = 0;
      return () => `n${++n}`;
    })();
    let flow = addSplit(newFlow(ids), 'n2', 'parallel', ids);
    flow = addNodeAfter(flow, 'n3', 'approver', ids);
    expect(earlierApprovers(flow, 'n6').map((c) => c.nodeId)).toEqual(['n2']);
    expect(earlierApprovers(flow, 'n4')).toEqual([{ nodeId: 'n2', title: '审批节点' }]);
    expect(earlierApprovers(flow, 'n2')).toEqual([]);
  });

  it('stores condition rows with the field label and the original names, lists for in and notIn', () => {
    const fields = flowFormFields(form);
    const row = conditionRow(fields, { field: 'days', symbol: '>=', filedValue: '3', logic: '||' });
    expect(row).toEqual({
      field: 'days',
      fieldName: '请假天数',
      jnpfKey: 'numInput',
      symbol: '>=',
      symbolName: '大于等于',
      filedValue: '3',
      logic: '||',
      logicName: '或者',
    });
    expect(conditionValue('in', '事假， 病假,')).toEqual(['事假', '病假']);
    expect(conditionValue('==', '事假')).toBe('事假');
    const flow = newFlow();
    expect(validateFlow(flow).length).toBe(1);
  });

  it('reads a system form from its schema and a designed one from its stored formData', () => {
    const leave = mainFields(flowFormFields(engineForm(1, 'leaveApply')));
    expect(leave.find((field) => field.id === 'leaveDayCount')?.label).toBe('请假天数');
    expect(engineForm(1, 'noSuchForm')).toBeNull();
    expect(flowFormFields(engineForm(2, 'x', JSON.stringify(form))).map((f) => f.id)).toContain('items.qty');
    expect(engineForm(2, 'x', '{not json')).toBeNull();
  });
});
