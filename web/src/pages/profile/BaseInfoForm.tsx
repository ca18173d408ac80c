import type { Lang } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/feedback';
import { useSettings } from '../../stores/settings';
import { CERTIFICATE_TYPES, EDUCATIONS, type Profile, profileKeys, saveProfile } from './profile.api';
import styles from './profile.module.css';
import { fieldsOf, formValuesOf, type ProfileFormValues, patternProblem } from './profile-rules';
import { patchSessionUser } from './profile-session';

// Other phone numbers: digits with the usual separators, as the server accepts them.
const PHONE = /^\+?[0-9(][0-9 ()-]{2,18}[0-9]$/;

/** 编辑资料: the personal fields of BaseInfo; account, organisation, positions and roles are not editable here. */
export function BaseInfoForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.language) as Lang;
  const [form] = Form.useForm<ProfileFormValues>();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (_, fields) => {
      patchSessionUser({ userName: fields.realName });
      toastSuccess(t('profile.saved'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.baseInfo });
      onClose();
    },
  });

  const label = (key: string) => t(`profile.fields.${key}` as 'profile.fields.realName');
  const input = (key: string) => t('profile.inputPlaceholder', { field: label(key) });
  const choose = (key: string) => t('profile.selectPlaceholder', { field: label(key) });
  const pattern =
    (name: 'mobile' | 'email'): Rule =>
    () => ({
      validator: (_, value) => {
        const problem = patternProblem(name, value, lang);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    });
  const phone: Rule = { pattern: PHONE, message: t('profile.phoneInvalid') };
  const certificate: Rule = ({ getFieldValue }) => ({
    validator: (_, value) => {
      const type = getFieldValue('certificatesType');
      if (!value?.trim()) return Promise.resolve();
      if (!type || type === 'idCard') {
        const problem = patternProblem('idCard', value, lang);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      }
      return /^[A-Za-z0-9-]{4,30}$/.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('profile.certificateInvalid')));
    },
  });
  const afterBirth: Rule = ({ getFieldValue }) => ({
    validator: (_, value: Dayjs | null) => {
      const birthday: Dayjs | null = getFieldValue('birthday');
      return value && birthday && value.isBefore(birthday, 'day')
        ? Promise.reject(new Error(t('profile.entryBeforeBirth')))
        : Promise.resolve();
    },
  });
  const max = (n: number): Rule => ({ max: n, message: t('profile.maxLength', { max: n }) });
  const half = { xs: 24, md: 12 };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(profile)}
      onFinish={(values) => save.mutate(fieldsOf(values))}
      requiredMark
      scrollToFirstError
    >
      <section className={styles.group}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{t('profile.sections.basic')}</h3>
        </div>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item label={label('account')}>
              <Input value={profile.account} disabled />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="realName"
              label={label('realName')}
              rules={[{ required: true, whitespace: true, message: t('profile.realNameRequired') }, max(50)]}
            >
              <Input placeholder={input('realName')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="nickName" label={label('nickName')} rules={[max(50)]}>
              <Input placeholder={input('nickName')} maxLength={50} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="gender" label={label('gender')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('profile.genders.male') },
                  { value: 2, label: t('profile.genders.female') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="birthday" label={label('birthday')}>
              <DatePicker
                style={{ width: '100%' }}
                placeholder={choose('birthday')}
                disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.year() < 1900}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="nation" label={label('nation')} rules={[max(50)]}>
              <Input placeholder={input('nation')} maxLength={50} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="nativePlace" label={label('nativePlace')} rules={[max(100)]}>
              <Input placeholder={input('nativePlace')} maxLength={100} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="education" label={label('education')}>
              <Select
                allowClear
                placeholder={choose('education')}
                options={EDUCATIONS.map((e) => ({ value: e, label: t(`profile.educations.${e}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </section>

      <section className={styles.group}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{t('profile.sections.contact')}</h3>
        </div>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item name="mobilePhone" label={label('mobilePhone')} rules={[pattern('mobile')]}>
              <Input placeholder={input('mobilePhone')} maxLength={11} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label={label('email')} rules={[pattern('email'), max(100)]}>
              <Input placeholder={input('email')} maxLength={100} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="telePhone" label={label('telePhone')} rules={[phone]}>
              <Input placeholder={input('telePhone')} maxLength={20} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="landline" label={label('landline')} rules={[phone]}>
              <Input placeholder={input('landline')} maxLength={20} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="urgentContacts" label={label('urgentContacts')} rules={[max(50)]}>
              <Input placeholder={input('urgentContacts')} maxLength={50} allowClear />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="urgentTelePhone" label={label('urgentTelePhone')} rules={[phone]}>
              <Input placeholder={input('urgentTelePhone')} maxLength={20} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="postalAddress" label={label('postalAddress')} rules={[max(200)]}>
              <Input placeholder={input('postalAddress')} maxLength={200} allowClear />
            </Form.Item>
          </Col>
        </Row>
      </section>

      <section className={styles.group}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{t('profile.sections.work')}</h3>
        </div>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item
              name="entryDate"
              label={label('entryDate')}
              dependencies={['birthday']}
              rules={[afterBirth]}
            >
              <DatePicker
                style={{ width: '100%' }}
                placeholder={choose('entryDate')}
                disabledDate={(d) => d.year() < 1900}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="certificatesType" label={label('certificatesType')}>
              <Select
                allowClear
                placeholder={choose('certificatesType')}
                options={CERTIFICATE_TYPES.map((c) => ({ value: c, label: t(`profile.certificates.${c}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="certificatesNumber"
              label={label('certificatesNumber')}
              dependencies={['certificatesType']}
              rules={[certificate]}
            >
              <Input placeholder={input('certificatesNumber')} maxLength={50} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="signature" label={label('signature')} rules={[max(500)]}>
              <Input placeholder={input('signature')} maxLength={500} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={label('description')} rules={[max(500)]}>
              <Input.TextArea
                placeholder={input('description')}
                maxLength={500}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </section>

      <div className={styles.formActions}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
