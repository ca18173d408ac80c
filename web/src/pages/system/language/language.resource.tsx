import { formatDate } from '@app/common';
import { descriptionField } from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { BuiltInTextsHint } from './BuiltInTexts';
import { LANGUAGE_KEY, type LanguageRow } from './language.api';
import styles from './language.module.css';

/** 多语言: translation entries laid over the app's built-in texts. */
export const languageResource: ResourceDescription<LanguageRow> = {
  queryKey: ['system', 'language'],
  api: { base: '/api/system/Language' },
  keyword: { placeholder: 'sysLanguage.keyword' },
  texts: { empty: 'sysLanguage.empty', add: 'sysLanguage.add' },
  table: { scrollX: 1100 },
  toolbar: [{ kind: 'add' }],
  columns: [
    {
      dataIndex: 'key',
      label: 'sysLanguage.key',
      width: 220,
      ellipsis: true,
      kind: 'code',
      className: styles.key,
    },
    { dataIndex: 'zh', label: 'sysLanguage.zh', width: 180, ellipsis: true },
    { dataIndex: 'en', label: 'sysLanguage.en', width: 180, ellipsis: true, empty: 'sysLanguage.fallback' },
    {
      dataIndex: 'zhtw',
      label: 'sysLanguage.zhtw',
      width: 180,
      ellipsis: true,
      empty: 'sysLanguage.fallback',
    },
    { dataIndex: 'description', label: 'sysLanguage.description', ellipsis: true, empty: '—' },
    {
      key: 'time',
      label: 'sysLanguage.lastModify',
      width: 150,
      kind: 'custom',
      // Changed, else created.
      render: (_, row) => formatDate(row.lastModifyTime ?? row.creatorTime, 'yyyy-MM-dd HH:mm'),
    },
  ],
  rowActions: {
    width: 120,
    items: [{ kind: 'edit' }, { kind: 'remove' }],
  },
  form: {
    title: { create: 'sysLanguage.add', edit: 'sysLanguage.editTitle' },
    saved: 'sysLanguage.saveSuccess',
    width: 680,
    fields: [
      {
        name: 'key',
        kind: 'input',
        label: 'sysLanguage.key',
        required: 'sysLanguage.keyRequired',
        pattern: { regex: LANGUAGE_KEY.source, message: 'sysLanguage.keyPattern' },
        maxLength: 100,
        placeholder: 'sysLanguage.keyPlaceholder',
        className: styles.mono,
      },
      { kind: 'custom', render: ({ form }) => <BuiltInTextsHint form={form} /> },
      {
        name: 'zh',
        kind: 'input',
        label: 'sysLanguage.zh',
        required: 'sysLanguage.zhRequired',
        maxLength: 500,
      },
      {
        name: 'en',
        kind: 'input',
        label: 'sysLanguage.en',
        span: 12,
        maxLength: 500,
        placeholder: 'sysLanguage.fallback',
      },
      {
        name: 'zhtw',
        kind: 'input',
        label: 'sysLanguage.zhtw',
        span: 12,
        maxLength: 500,
        placeholder: 'sysLanguage.fallback',
      },
      descriptionField(),
    ],
  },
};
