import type { FormData } from '../../form/types';
import { HALF, SystemFormBuilder } from './build';

/** The attendance forms: leave, overtime, a business trip and its report. */

const DATE_TIME = { type: 'datetime', format: 'yyyy-MM-dd HH:mm' };
const LONG_TEXT = { maxlength: 500 };
const ATTACHMENT = { limit: 9 };
const PLACE = { maxlength: 100 };

/** 请假申请: the Playwright story's condition field is 请假天数 (leaveDayCount). */
export function leaveApply(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowLeaveApply');
  b.applicant();
  b.add('date', '申请日期', 'applyDate', { ...HALF, required: true });
  b.choose('select', '请假类别', 'leaveType', ['事假', '病假', '年假', '婚假', '产假', '调休'], {
    ...HALF,
    required: true,
  });
  b.add('date', '开始时间', 'leaveStartTime', { ...HALF, required: true }, DATE_TIME);
  b.add('date', '结束时间', 'leaveEndTime', { ...HALF, required: true }, DATE_TIME);
  b.add(
    'numInput',
    '请假天数',
    'leaveDayCount',
    { ...HALF, required: true },
    { min: 0.5, max: 365, step: 0.5, precision: 1 },
  );
  b.add('numInput', '请假小时', 'leaveHour', HALF, { min: 0, max: 2920, precision: 1 });
  b.add('textarea', '请假原因', 'leaveReason', { required: true }, LONG_TEXT);
  b.add('uploadFz', '附件', 'attachment', {}, ATTACHMENT);
  const form = b.build();
  // A sick leave is approved on a doctor's note.
  form.linkage = [
    {
      id: 'sickLeaveNote',
      name: '病假须上传病假条',
      match: 'all',
      conditions: [{ field: 'leaveType', op: 'eq', value: '病假' }],
      actions: [{ effect: 'require', targets: ['attachment'] }],
    },
  ];
  return form;
}

/** 加班申请 */
export function overtimeApply(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowOvertimeApply');
  b.applicant();
  b.add('date', '申请日期', 'applyDate', { ...HALF, required: true });
  b.choose('select', '加班类型', 'overtimeType', ['工作日加班', '休息日加班', '法定节假日加班'], {
    ...HALF,
    required: true,
  });
  b.add('date', '开始时间', 'startTime', { ...HALF, required: true }, DATE_TIME);
  b.add('date', '结束时间', 'endTime', { ...HALF, required: true }, DATE_TIME);
  b.add(
    'numInput',
    '加班时长(小时)',
    'overtimeHours',
    { ...HALF, required: true },
    { min: 0.5, max: 24, step: 0.5, precision: 1 },
  );
  b.choose('radio', '补偿方式', 'compensation', ['调休', '加班费'], { ...HALF, required: true });
  b.add('textarea', '加班事由', 'reason', { required: true }, LONG_TEXT);
  return b.build();
}

/** 出差申请 */
export function travelApply(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowTravelApply');
  b.applicant('出差人', '所属部门');
  b.add('userSelect', '同行人员', 'companions', HALF, { multiple: true });
  b.choose('select', '交通工具', 'vehicle', ['飞机', '高铁', '火车', '汽车', '自驾', '其他'], {
    ...HALF,
    required: true,
  });
  b.add('comInput', '出发地', 'departure', { ...HALF, required: true }, PLACE);
  b.add('comInput', '目的地', 'destination', { ...HALF, required: true }, PLACE);
  b.add('date', '出发日期', 'startDate', { ...HALF, required: true });
  b.add('date', '返回日期', 'endDate', { ...HALF, required: true });
  b.add(
    'numInput',
    '出差天数',
    'travelDays',
    { ...HALF, required: true },
    { min: 0.5, max: 365, step: 0.5, precision: 1 },
  );
  b.add('numInput', '预计费用(元)', 'estimatedCost', HALF, { min: 0, precision: 2 });
  b.add('switch', '需要借款', 'needLoan', HALF);
  b.add('numInput', '借款金额(元)', 'loanAmount', { ...HALF, noShow: true }, { min: 0, precision: 2 });
  b.add('textarea', '出差事由', 'reason', { required: true }, LONG_TEXT);
  const form = b.build();
  // The loan amount only matters, and is then needed, when a loan is asked for.
  form.linkage = [
    {
      id: 'loanAmount',
      name: '需要借款时填写借款金额',
      match: 'all',
      conditions: [{ field: 'needLoan', op: 'eq', value: 1 }],
      actions: [
        { effect: 'show', targets: ['loanAmount'] },
        { effect: 'require', targets: ['loanAmount'] },
      ],
    },
  ];
  return form;
}

/** 出差报告 */
export function tripReport(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowTripReport');
  b.applicant('出差人', '所属部门');
  b.add('comInput', '出差地点', 'destination', { ...HALF, required: true }, PLACE);
  b.add('comInput', '拜访单位', 'visitedParty', HALF, PLACE);
  b.add('date', '开始日期', 'startDate', { ...HALF, required: true });
  b.add('date', '结束日期', 'endDate', { ...HALF, required: true });
  b.add('textarea', '工作内容', 'workContent', { required: true }, { maxlength: 2000 });
  b.add('textarea', '工作成果', 'outcome', { required: true }, { maxlength: 2000 });
  b.add('textarea', '遗留问题及建议', 'followUp', {}, LONG_TEXT);
  b.add('uploadFz', '附件', 'attachment', {}, ATTACHMENT);
  return b.build();
}
