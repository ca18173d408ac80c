import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Checkbox,
  Form,
  Modal,
  TreeSelect,
  type TreeSelectProps,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../app/feedback';
import { ApiError } from '../../app/request';
import styles from './json-import.module.css';

/** What every import answers: how many records it wrote and which codes it had to rename. */
export interface ImportAnswer {
  count: number;
  renamed: unknown[];
}

/** The screen's own sentences; `imported` words the success toast from the answer. */
export interface JsonImportTexts<A extends ImportAnswer> {
  title: string;
  ok: string;
  dragText: string;
  dragHint: string;
  onlyJson: string;
  tooLarge: string;
  parent: string;
  parentHint?: string;
  parentDefault: string;
  rename: string;
  renameHint: string;
  failed: string;
  imported(answer: A): string;
}

export interface JsonImportDialogProps<A extends ImportAnswer> {
  open: boolean;
  texts: JsonImportTexts<A>;
  /** where the copy may go, as TreeSelect data */
  parentOptions: TreeSelectProps['treeData'];
  parentsLoading: boolean;
  /** the server's limit, checked here too so a wrong pick is refused before it travels */
  maxBytes: number;
  send(file: File, parentId: string | undefined, rename: boolean): Promise<A>;
  onClose(): void;
  onImported(answer: A): void;
}

/**
 * Imports one exported .json file (menus, dictionaries): the file, an optional parent, and whether codes
 * already in use are renamed. The server's refusal is shown in the dialog; a change of choice clears it.
 */
export function JsonImportDialog<A extends ImportAnswer>({
  open,
  texts,
  parentOptions,
  parentsLoading,
  maxBytes,
  send,
  onClose,
  onImported,
}: JsonImportDialogProps<A>) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [rename, setRename] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
    mutationFn: (chosen: File) => send(chosen, parentId, rename),
    onSuccess: (answer) => {
      toastSuccess(texts.imported(answer), 3);
      reset();
      onImported(answer);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('common.requestError')),
  });

  const fileList: UploadFile[] = file
    ? [{ uid: 'import-file', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title={texts.title}
      width={560}
      okText={texts.ok}
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
              toastError(texts.onlyJson);
              return Upload.LIST_IGNORE;
            }
            if (picked.size > maxBytes) {
              toastError(texts.tooLarge);
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
          <p className="ant-upload-text">{texts.dragText}</p>
          <p className="ant-upload-hint">{texts.dragHint}</p>
        </Upload.Dragger>
        <Form layout="vertical" className={styles.form}>
          <Form.Item label={texts.parent} extra={texts.parentHint}>
            <TreeSelect
              // Mounted again once the choices arrive, so treeDefaultExpandAll sees them.
              key={parentsLoading ? 'loading' : 'loaded'}
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
              placeholder={texts.parentDefault}
              loading={parentsLoading}
            />
          </Form.Item>
          <Form.Item extra={texts.renameHint}>
            <Checkbox
              checked={rename}
              onChange={(e) => {
                setRename(e.target.checked);
                setProblem(null);
              }}
            >
              {texts.rename}
            </Checkbox>
          </Form.Item>
        </Form>
        {problem ? <Alert type="error" showIcon title={texts.failed} description={problem} /> : null}
      </div>
    </Modal>
  );
}
