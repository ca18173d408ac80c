import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../stores/session';
import { UserPicker } from '../flowDetail/UserPicker';

/** 委托人: anyone but oneself. */
export function EntrustUserField() {
  const { t } = useTranslation();
  const me = useSession((s) => s.userInfo?.userId);
  return (
    <Form.Item
      name="toUserId"
      label={t('entrust.toUser')}
      rules={[{ required: true, message: t('entrust.toUserRequired') }]}
    >
      <UserPicker placeholder={t('entrust.toUserRequired')} exclude={me ? [me] : undefined} />
    </Form.Item>
  );
}

/** 委托时间: from a moment to a later one. */
export function EntrustRangeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="range"
      label={t('entrust.range')}
      rules={[
        { required: true, message: t('entrust.rangeRequired') },
        {
          validator: (_, value: [Dayjs, Dayjs] | undefined) =>
            !value || value[1].valueOf() > value[0].valueOf()
              ? Promise.resolve()
              : Promise.reject(new Error(t('entrust.rangeOrder'))),
        },
      ]}
    >
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ width: '100%' }}
        placeholder={[t('entrust.startTime'), t('entrust.endTime')]}
      />
    </Form.Item>
  );
}
