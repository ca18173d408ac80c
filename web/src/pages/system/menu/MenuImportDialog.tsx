import { InboxOutlined } from '@ant-design/icons';
import type { MenuCategory } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal, TreeSelect, Upload, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { fetchParentChoices, importMenu, type MenuImportAnswer, parentOptionsOf } from './menu.api';
import styles from './menu-import.module.css';

/** The server's limit; checked here too so a wrong pick is refused before it travels. */
const MAX_BYTES = 1024 * 1024;

export interface MenuImportDialogProps {
  open: boolean;
  category: MenuCategory;
  onClose: () => void;
  onImported: (answer: MenuImportAnswer) => void;
}

/** 导入菜单: one exported .json file, an optional parent directory, and what to do with codes in use. */
export function MenuImportDialog({ open, category, onClose, onImported }: MenuImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [rename, setRename] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const parents = useQuery({
    queryKey: ['system', 'menu', 'parents', '0', category],
    queryFn: ({ signal }) => fetchParentChoices(null, category, signal),
    enabled: open,
  });
  const parentOptions = useMemo(
    () => parentOptionsOf(parents.data?.list, t('menu.topLevel')),
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
    mutationFn: (chosen: File) => importMenu(chosen, parentId, rename),
    onSuccess: (answer) => {
      toastSuccess(
        answer.renamed.length > 0
          ? t('menuTransfer.importedRenamed', { count: answer.count, renamed: answer.renamed.length })
          : t('menuTransfer.imported', { count: answer.count }),
        3,
      );
      reset();
      onImported(answer);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('common.requestError')),
  });

  const fileList: UploadFile[] = file
    ? [{ uid: 'menu-file', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title={t('menuTransfer.importTitle')}
      width={560}
      okText={t('menuTransfer.importOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={() => file && upload.mutate(file)}
      onCancel={close}
      destroyOnHidden
    >
      <div className={styles.body}>
        <Upload.Dragger
          accept=".json,application/json"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(picked) => {
            if (!picked.name.toLowerCase().endsWith('.json')) {
              toastError(t('menuTransfer.onlyJson'));
              return Upload.LIST_IGNORE;
            }
            if (picked.size > MAX_BYTES) {
              toastError(t('menuTransfer.tooLarge'));
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
          <p className="ant-upload-text">{t('menuTransfer.dragText')}</p>
          <p className="ant-upload-hint">{t('menuTransfer.dragHint')}</p>
        </Upload.Dragger>
        <Form layout="vertical" className={styles.form}>
          <Form.Item label={t('menuTransfer.parent')} extra={t('menuTransfer.parentHint')}>
            <TreeSelect
              value={parentId}
              onChange={(value) => setParentId(value ?? undefined)}
              treeData={parentOptions}
              treeDefaultExpandAll
              showSearch
              allowClear
              treeNodeFilterProp="title"
              placeholder={t('menuTransfer.parentDefault')}
              loading={parents.isLoading}
            />
          </Form.Item>
          <Form.Item extra={t('menuTransfer.renameHint')}>
            <Checkbox checked={rename} onChange={(e) => setRename(e.target.checked)}>
              {t('menuTransfer.rename')}
            </Checkbox>
          </Form.Item>
        </Form>
        {problem ? (
          <Alert type="error" showIcon title={t('menuTransfer.failed')} description={problem} />
        ) : null}
      </div>
    </Modal>
  );
}
