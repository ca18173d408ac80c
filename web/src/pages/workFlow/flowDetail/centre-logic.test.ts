import type { FlowTemplate } from '@app/common/flow';
import type { FormControl, FormData } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import type { TaskDetail, TaskRow, TaskStatus } from './centre.api';
import {
  detailButtons,
  entrustStatus,
  formEditable,
  formForViewer,
  hasTitleField,
  initiatorPicksCopy,
  launchRowRules,
  progressOf,
  titleOf,
  withTitle,
} from './centre-logic';

const input = (vModel: string, label: string): FormControl => ({
  __config__: { jnpfKey: 'comInput', label, layout: 'colFormItem', formId: 1 },
  __vModel__: vModel,
});

const form = (): FormData => ({
  idGlobal: 10,
  fields: [
    input('days', '天数'),
    input('reason', '事由'),
    {
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        layout: 'rowFormItem',
        formId: 3,
        children: [input('amount', '金额'), input('note', '备注')],
      },
      __vModel__: 'items',
    },
  ],
});

const detail = (status: TaskStatus, extra: Partial<TaskDetail> = {}) => ({
  flowTaskInfo: { status } as TaskRow,
  approversProperties: null,
  taskOperatorId: null,
  canRecall: null,
  canWithdraw: false,
  canPress: false,
  ...extra,
});
const none = { assign: false, terminate: false };
const actions = (buttons: { action: string }[]) => buttons.map((b) => b.action);

describe('lists', () => {
  it('shows ---- before any step and for a terminated request, 已完成 at 100', () => {
    expect(progressOf(1, 0)).toBe('none');
    expect(progressOf(5, 50)).toBe('none');
    expect(progressOf(2, 100)).toBe('done');
    expect(progressOf(1, 40)).toBe(40);
  });

  it('edits drafts, rejected and withdrawn requests, deletes drafts and withdrawn ones, opens the rest', () => {
    const statuses: TaskStatus[] = [0, 1, 2, 3, 4, 5];
    expect(statuses.filter(launchRowRules.canEdit)).toEqual([0, 3, 4]);
    expect(statuses.filter(launchRowRules.canDelete)).toEqual([0, 4]);
    expect(statuses.filter(launchRowRules.canOpen)).toEqual([1, 2, 3, 4, 5]);
  });

  it('derives an entrust state from the clock', () => {
    expect(entrustStatus(100, 200, 150)).toBe(0);
    expect(entrustStatus(100, 200, 50)).toBe(1);
    expect(entrustStatus(100, 200, 250)).toBe(2);
    expect(entrustStatus(100, 200, 200)).toBe(0);
  });
});

describe('launching', () => {
  const start = { type: 'start', nodeId: 's', properties: { title: '发起节点' } } as unknown as FlowTemplate;
  const withCopy = (userOptional: boolean) =>
    ({
      ...start,
      childNode: { type: 'copy', nodeId: 'c', properties: { title: '抄送人', menbers: [], userOptional } },
    }) as unknown as FlowTemplate;

  it('asks the initiator for CC people only when a copy node lets them choose', () => {
    expect(initiatorPicksCopy(withCopy(true), null)).toBe(true);
    expect(initiatorPicksCopy(withCopy(false), null)).toBe(false);
    expect(initiatorPicksCopy(start, null)).toBe(false);
    expect(initiatorPicksCopy(null, { isCustomCopy: true })).toBe(true);
    expect(initiatorPicksCopy(undefined, null)).toBe(false);
  });

  it("takes the title from a system form's 流程标题 field, filled with the default until typed over", () => {
    const titled: FormData = { idGlobal: 2, fields: [input('flowTitle', '流程标题'), input('days', '天数')] };
    expect(hasTitleField(titled)).toBe(true);
    expect(hasTitleField(form())).toBe(false);
    expect(withTitle({ days: 2 }, true, '王芳的出差流程')).toEqual({ days: 2, flowTitle: '王芳的出差流程' });
    expect(withTitle({ flowTitle: '去北京' }, true, '默认')).toEqual({ flowTitle: '去北京' });
    expect(withTitle({}, false, '默认')).toEqual({});
    expect(titleOf({ flowTitle: '  去北京 ' }, '默认')).toBe('去北京');
    expect(titleOf({ flowTitle: ' ' }, '默认')).toBe('默认');
  });
});

describe('detail buttons per opType', () => {
  it('my launch urges and withdraws only a running request, as the server allows', () => {
    const running = detail(1, { canPress: true, canWithdraw: true });
    expect(actions(detailButtons(running, 0, none))).toEqual(['press', 'withdraw']);
    expect(actions(detailButtons({ ...running, flowTaskInfo: { status: 2 } as TaskRow }, 0, none))).toEqual(
      [],
    );
    expect(actions(detailButtons(detail(1, { canPress: true }), 0, none, { hasPressBtn: false }))).toEqual(
      [],
    );
    expect(detailButtons(running, 0, none, { pressBtnText: ' 催一下 ' })[0].text).toBe('催一下');
  });

  it('a to-do shows the node buttons with their texts, transfer only when the node has it', () => {
    const todo = detail(1, {
      taskOperatorId: 'op1',
      approversProperties: { auditBtnText: '同意', hasTransferBtn: true, hasRejectBtn: true },
    });
    const buttons = detailButtons(todo, 1, none);
    expect(actions(buttons)).toEqual(['transfer', 'reject', 'audit']);
    expect(buttons.find((b) => b.action === 'audit')?.text).toBe('同意');
    expect(buttons.find((b) => b.action === 'reject')?.text).toBeNull();
    expect(
      actions(detailButtons({ ...todo, approversProperties: { hasRejectBtn: false } }, 1, none)),
    ).toEqual(['audit']);
    const printable = { ...todo, approversProperties: { hasPrintBtn: true, printBtnText: '打印审批单' } };
    expect(actions(detailButtons(printable, 1, none))).toEqual(['print', 'reject', 'audit']);
    expect(detailButtons(printable, 1, none)[0].text).toBe('打印审批单');
  });

  it('a to-do already handled (no open task of mine) or no longer running shows nothing', () => {
    expect(detailButtons(detail(1, { approversProperties: {} }), 1, none)).toEqual([]);
    expect(detailButtons(detail(4, { taskOperatorId: 'op1', approversProperties: {} }), 1, none)).toEqual([]);
  });

  it('a done item recalls while the server names the record', () => {
    expect(actions(detailButtons(detail(1, { canRecall: 'r1' }), 2, none))).toEqual(['recall']);
    expect(detailButtons(detail(1), 2, none)).toEqual([]);
  });

  it('the monitor assigns a running request and terminates an unfinished one, each behind its button', () => {
    const all = { assign: true, terminate: true };
    expect(actions(detailButtons(detail(1), 4, all))).toEqual(['assign', 'terminate']);
    expect(actions(detailButtons(detail(3), 4, all))).toEqual(['terminate']);
    expect(actions(detailButtons(detail(2), 4, all))).toEqual([]);
    expect(actions(detailButtons(detail(5), 4, all))).toEqual([]);
    expect(actions(detailButtons(detail(1), 4, { assign: false, terminate: true }))).toEqual(['terminate']);
  });

  it('a circulated copy has no buttons', () => {
    expect(detailButtons(detail(1, { canPress: true, canRecall: 'r' }), 3, none)).toEqual([]);
  });

  it('fills in the form only on an open task of mine whose node lets me write a field', () => {
    const writes = [{ id: 'days', read: true, write: true }];
    expect(formEditable(1, { taskOperatorId: 'op', formOperates: writes })).toBe(true);
    expect(formEditable(1, { taskOperatorId: 'op', formOperates: [] })).toBe(false);
    expect(
      formEditable(1, { taskOperatorId: 'op', formOperates: [{ id: 'days', read: true, write: false }] }),
    ).toBe(false);
    expect(formEditable(1, { taskOperatorId: null, formOperates: writes })).toBe(false);
    expect(formEditable(2, { taskOperatorId: 'op', formOperates: writes })).toBe(false);
  });
});

describe('the form per formOperates', () => {
  const field = (data: FormData, vModel: string) => {
    const top = data.fields.find((f) => f.__vModel__ === vModel);
    if (top) return top;
    const columns = data.fields[2].__config__.children as FormControl[];
    return columns.find((f) => f.__vModel__ === vModel) as FormControl;
  };

  it('hides unreadable fields, disables unwritable ones and marks the required', () => {
    const shaped = formForViewer(
      form(),
      [
        { id: 'days', read: true, write: true, required: true },
        { id: 'reason', read: false, write: false },
        { id: 'items', read: true, write: true },
        { id: 'items.note', read: true, write: false },
      ],
      true,
    );
    expect(field(shaped, 'days').disabled).toBe(false);
    expect(field(shaped, 'days').__config__.required).toBe(true);
    expect(field(shaped, 'reason').__config__.noShow).toBe(true);
    expect(field(shaped, 'reason').disabled).toBe(true);
    // a column not listed goes with its writable sub-table; a listed one as it says
    expect(field(shaped, 'amount').disabled).toBe(false);
    expect(field(shaped, 'note').disabled).toBe(true);
  });

  it('read-only viewers only lose the unreadable fields; the stored form is not changed', () => {
    const original = form();
    const shaped = formForViewer(original, [{ id: 'reason', read: false, write: false }], false);
    expect(field(shaped, 'reason').__config__.noShow).toBe(true);
    expect(field(shaped, 'days').disabled).toBeUndefined();
    expect(field(original, 'reason').__config__.noShow).toBeUndefined();
  });

  it('a node that lists nothing gets the form as designed', () => {
    const original = form();
    expect(formForViewer(original, [], true)).toBe(original);
    expect(formForViewer(original, null, false)).toBe(original);
  });

  it('an unlisted field cannot be written once the node lists others (as the server merges)', () => {
    const shaped = formForViewer(form(), [{ id: 'days', read: true, write: true }], true);
    expect(field(shaped, 'reason').disabled).toBe(true);
    expect(field(shaped, 'reason').__config__.required).toBe(false);
  });
});
