import type { FormData } from '../../form/types';
import { HALF, SystemFormBuilder } from './build';

/** The administrative forms: a contract, the company seal, a hiring request and a general request. */

const MONEY = { min: 0, precision: 2 };

/** 合同审批 */
export function contractApproval(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowContractApproval');
  b.applicant('经办人', '经办部门');
  b.add('comInput', '合同名称', 'contractName', { required: true }, { maxlength: 100 });
  b.add('comInput', '合同编号', 'contractCode', HALF, { maxlength: 50 });
  b.choose(
    'select',
    '合同类型',
    'contractType',
    ['销售合同', '采购合同', '服务合同', '劳动合同', '租赁合同', '其他'],
    {
      ...HALF,
      required: true,
    },
  );
  b.add('comInput', '甲方', 'firstParty', { ...HALF, required: true }, { maxlength: 100 });
  b.add('comInput', '乙方', 'secondParty', { ...HALF, required: true }, { maxlength: 100 });
  b.add('numInput', '合同金额(元)', 'contractAmount', { ...HALF, required: true }, MONEY);
  b.choose('select', '付款方式', 'paymentTerms', ['一次性付款', '分期付款', '按进度付款', '无'], HALF);
  b.add('date', '签订日期', 'signDate', HALF);
  b.add('date', '生效日期', 'startDate', { ...HALF, required: true });
  b.add('date', '到期日期', 'endDate', HALF);
  b.add('textarea', '主要条款', 'mainTerms', { required: true }, { maxlength: 2000 });
  b.add('uploadFz', '合同文本', 'attachment', { required: true });
  return b.build();
}

/** 用印申请 */
export function sealRequest(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowSealRequest');
  b.applicant();
  b.add('date', '申请日期', 'applyDate', { ...HALF, required: true });
  b.choose('select', '印章类型', 'sealType', ['公章', '合同专用章', '财务专用章', '法人章', '发票专用章'], {
    ...HALF,
    required: true,
  });
  b.add('comInput', '文件名称', 'documentName', { required: true }, { maxlength: 100 });
  b.add('numInput', '文件份数', 'copies', { ...HALF, required: true }, { min: 1, max: 999, precision: 0 });
  b.add('comInput', '发往单位', 'recipient', HALF, { maxlength: 100 });
  b.choose('radio', '是否外带', 'takeOut', ['否', '是'], HALF);
  b.add('date', '归还日期', 'returnDate', { ...HALF, noShow: true });
  b.add('textarea', '用印事由', 'reason', { required: true }, { maxlength: 500 });
  b.add('uploadFz', '用印文件', 'attachment', { required: true });
  const form = b.build();
  // A seal taken out of the office must come back by a date.
  form.linkage = [
    {
      id: 'sealReturn',
      name: '外带印章须填写归还日期',
      match: 'all',
      conditions: [{ field: 'takeOut', op: 'eq', value: '是' }],
      actions: [
        { effect: 'show', targets: ['returnDate'] },
        { effect: 'require', targets: ['returnDate'] },
      ],
    },
  ];
  return form;
}

/** 招聘申请 */
export function recruitmentRequest(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowRecruitmentRequest');
  b.applicant();
  b.add('comInput', '招聘岗位', 'positionName', { ...HALF, required: true }, { maxlength: 50 });
  b.add('numInput', '招聘人数', 'headcount', { ...HALF, required: true }, { min: 1, max: 999, precision: 0 });
  b.choose('select', '招聘原因', 'recruitReason', ['新增岗位', '离职补充', '储备人才', '其他'], {
    ...HALF,
    required: true,
  });
  b.choose('select', '用工性质', 'employmentType', ['全职', '兼职', '实习', '劳务派遣'], {
    ...HALF,
    required: true,
  });
  b.choose('select', '学历要求', 'education', ['不限', '大专', '本科', '硕士', '博士'], HALF);
  b.add('comInput', '工作年限', 'experience', HALF, { maxlength: 20 });
  b.add('comInput', '薪资范围', 'salaryRange', HALF, { maxlength: 50 });
  b.add('date', '期望到岗日期', 'expectedDate', HALF);
  b.add('textarea', '岗位职责', 'duties', { required: true }, { maxlength: 2000 });
  b.add('textarea', '任职要求', 'requirements', { required: true }, { maxlength: 2000 });
  return b.build();
}

/** 通用申请: any request the other forms do not cover. */
export function generalRequest(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowGeneralRequest');
  b.applicant();
  b.add('date', '申请日期', 'applyDate', { ...HALF, required: true });
  b.choose('select', '申请类别', 'category', ['行政事务', '人事事务', '财务事务', 'IT支持', '其他'], {
    ...HALF,
    required: true,
  });
  b.add('textarea', '申请内容', 'content', { required: true }, { maxlength: 2000 });
  b.add('uploadFz', '附件', 'attachment');
  return b.build();
}
