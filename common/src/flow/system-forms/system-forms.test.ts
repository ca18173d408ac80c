import { describe, expect, it } from 'vitest';
import { checkRecord, validateFormDesign, valueFields } from '../../form';
import { SYSTEM_FORM_KEYS, SYSTEM_FORM_SCHEMAS, SYSTEM_FORMS } from '.';

/** A name the store's tables can hold as a column: camelCase words the snake_case mapping turns back. */
const COLUMN_NAME = /^[a-z]+(?:[A-Z][a-z]+)*$/;

describe('the system forms', () => {
  it('has a schema for each of the ten keys, in the list order', () => {
    expect(Object.keys(SYSTEM_FORM_SCHEMAS)).toEqual(SYSTEM_FORM_KEYS);
    expect(SYSTEM_FORM_KEYS).toHaveLength(10);
    expect(SYSTEM_FORMS.leaveApply).toBe('请假申请');
  });

  it.each(SYSTEM_FORM_KEYS)('%s passes the save rules of a design', (key) => {
    expect(validateFormDesign(SYSTEM_FORM_SCHEMAS[key])).toEqual([]);
  });

  it.each(SYSTEM_FORM_KEYS)(
    '%s names its fields as columns, starting with the title and the number',
    (key) => {
      const fields = valueFields(SYSTEM_FORM_SCHEMAS[key].fields);
      for (const field of fields) expect(field.vModel).toMatch(COLUMN_NAME);
      expect(fields.slice(0, 2).map((f) => [f.vModel, f.control.__config__.jnpfKey])).toEqual([
        ['flowTitle', 'comInput'],
        ['billNo', 'billRule'],
      ]);
    },
  );

  it('leave has the condition field the flow story uses, and a sick leave needs its note', () => {
    const leave = SYSTEM_FORM_SCHEMAS.leaveApply;
    const days = valueFields(leave.fields).find((f) => f.vModel === 'leaveDayCount');
    expect(days?.control.__config__.jnpfKey).toBe('numInput');
    const values = {
      flowTitle: '张三的请假申请',
      applyDate: 1_790_000_000_000,
      leaveType: '病假',
      leaveStartTime: 1_790_000_000_000,
      leaveEndTime: 1_790_086_400_000,
      leaveDayCount: 1,
      leaveReason: '发烧',
    };
    expect(checkRecord(leave, values).map((p) => p.message.zh)).toEqual(['请至少选择一个附件']);
    expect(checkRecord(leave, { ...values, leaveType: '事假' })).toEqual([]);
  });
});
