import {
  CERTIFICATE_TYPES,
  certificateProblem,
  EDUCATIONS,
  entryBeforeBirth,
  type Lang,
  PROFILE_TEXT_LIMITS as LIMIT,
  OTHER_PHONE,
  PATTERNS,
  type Profile,
} from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../app/cached-lists';
import { toastSuccess } from '../../app/feedback';
import { useSettings } from '../../stores/settings';
import { profileKeys, saveProfile } from './profile.api';
import styles from './profile.module.css';
import { fieldsOf, formValuesOf, type ProfileFormValues, patternProblem } from './profile-rules';
import { patchSessionUser } from './profile-session';

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
      void refreshCachedLists('users');
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
  const phone: Rule = { pattern: OTHER_PHONE, message: t('profile.phoneInvalid') };
  const certificate: Rule = ({ getFieldValue }) => ({
    validator: (_, value) => {
      const problem = certificateProblem(getFieldValue('certificatesType'), value);
      if (!problem) return Promise.resolve();
      const message = problem === 'idCard' ? PATTERNS.idCard.message[lang] : t('profile.certificateInvalid');
      return Promise.reject(new Error(message));
    },
  });
  const day = (value: Dayjs | null | undefined) => value?.startOf('day').valueOf();
  const afterBirth: Rule = ({ getFieldValue }) => ({
    validator: (_, value: Dayjs | null) =>
      entryBeforeBirth(day(getFieldValue('birthday')), day(value))
        ? Promise.reject(new Error(t('profile.entryBeforeBirth')))
        : Promise.resolve(),
  });
  const max = (field: keyof typeof LIMIT): Rule => ({
    max: LIMIT[field],
    message: t('profile.maxLength', { max: LIMIT[field] }),
  });
  /** A one-line text field held to the length the server keeps. */
  const textField = (name: keyof typeof LIMIT, rules: Rule[], maxLength: number = LIMIT[name]) => (
    <Form.Item name={name} label={label(name)} rules={rules}>
      <Input placeholder={input(name)} maxLength={maxLength} allowClear />
    </Form.Item>
  );
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
              rules={[
                { required: true, whitespace: true, message: t('profile.realNameRequired') },
                max('realName'),
              ]}
            >
              <Input placeholder={input('realName')} maxLength={LIMIT.realName} />
            </Form.Item>
          </Col>
          <Col {...half}>{textField('nickName', [max('nickName')])}</Col>
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
          <Col {...half}>{textField('nation', [max('nation')])}</Col>
          <Col {...half}>{textField('nativePlace', [max('nativePlace')])}</Col>
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
            {/* a mobile number is 11 digits */}
            {textField('mobilePhone', [pattern('mobile')], 11)}
          </Col>
          <Col {...half}>{textField('email', [pattern('email'), max('email')])}</Col>
          <Col {...half}>{textField('telePhone', [phone])}</Col>
          <Col {...half}>{textField('landline', [phone])}</Col>
          <Col {...half}>{textField('urgentContacts', [max('urgentContacts')])}</Col>
          <Col {...half}>{textField('urgentTelePhone', [phone])}</Col>
          <Col span={24}>{textField('postalAddress', [max('postalAddress')])}</Col>
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
              <Input
                placeholder={input('certificatesNumber')}
                maxLength={LIMIT.certificatesNumber}
                allowClear
              />
            </Form.Item>
          </Col>
          <Col span={24}>{textField('signature', [max('signature')])}</Col>
          <Col span={24}>
            <Form.Item name="description" label={label('description')} rules={[max('description')]}>
              <Input.TextArea
                placeholder={input('description')}
                maxLength={LIMIT.description}
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
