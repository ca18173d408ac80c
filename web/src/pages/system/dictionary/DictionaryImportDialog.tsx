import { InboxOutlined } from '@ant-design/icons';
import type { DictionaryImportResult } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal, TreeSelect, Upload, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { DICTIONARY_KEY, fetchTypeParents, importDictionary, pickOptions } from './dictionary.api';
import styles from './dictionary.module.css';

/** The server's limit; checked here too so a wrong pick is refused before it travels. */
const MAX_BYTES = 1024 * 1024;

/** 导入字典: one exported .json file, an optional parent type, and what to do with a code in use. */
export function DictionaryImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (answer: DictionaryImportResult) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [rename, setRename] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const parents = useQuery({
    queryKey: [...DICTIONARY_KEY, 'typeParents', null],
    queryFn: ({ signal }) => fetchTypeParents(null, signal),
    enabled: open,
  });
  const parentOptions = useMemo(
    () => pickOptions(parents.data?.list, { value: '-1', title: t('dictionary.topLevel') }),
    [parents.data, t],
  );

  const reset = () => {
    setFile(null);
    setParentId(undefined);
    setRename(false);
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const upload = useMutation({
    mutationFn: (chosen: File) => importDictionary(chosen, parentId, rename),
    onSuccess: (answer) => {
      toastSuccess(
        answer.renamed.length > 0
          ? t('dictionary.importedRenamed', { count: answer.count, code: answer.renamed[0]?.to })
          : t('dictionary.imported', { count: answer.count }),
        3,
      );
      reset();
      onImported(answer);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('common.requestError')),
  });

  const fileList: UploadFile[] = file
    ? [{ uid: 'dictionary-file', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title={t('dictionary.importTitle')}
      width={560}
      okText={t('dictionary.import')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={() => file && upload.mutate(file)}
      onCancel={close}
      destroyOnHidden
    >
      <div className={styles.importBody}>
        <Upload.Dragger
          accept=".json,application/json"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(picked) => {
            if (!picked.name.toLowerCase().endsWith('.json')) {
              toastError(t('dictionary.onlyJson'));
              return Upload.LIST_IGNORE;
            }
            if (picked.size > MAX_BYTES) {
              toastError(t('dictionary.tooLarge'));
              return Upload.LIST_IGNORE;
            }
            setFile(picked);
            setProblem(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setProblem(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('dictionary.dragText')}</p>
          <p className="ant-upload-hint">{t('dictionary.dragHint')}</p>
        </Upload.Dragger>
        <Form layout="vertical" className={styles.importForm}>
          <Form.Item label={t('dictionary.importParent')}>
            <TreeSelect
              key={parents.data ? 'loaded' : 'loading'}
              value={parentId}
              onChange={(value) => {
                setParentId(value ?? undefined);
                setProblem(null);
              }}
              treeData={parentOptions}
              treeDefaultExpandAll
              showSearch
              allowClear
              treeNodeFilterProp="title"
              placeholder={t('dictionary.importParentDefault')}
              loading={parents.isLoading}
            />
          </Form.Item>
          <Form.Item extra={t('dictionary.renameHint')}>
            <Checkbox
              checked={rename}
              onChange={(e) => {
                setRename(e.target.checked);
                setProblem(null);
              }}
            >
              {t('dictionary.rename')}
            </Checkbox>
          </Form.Item>
        </Form>
        {problem ? (
          <Alert type="error" showIcon title={t('dictionary.importFailed')} description={problem} />
        ) : null}
      </div>
    </Modal>
  );
}
