import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { fillTemplate } from '@app/common/form';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef } from 'react';
import { toastError } from '../../app/feedback';
import { uploadFile } from '../../app/file-transfer';
import { http } from '../../app/request';
import { asNumber, type ElementProps } from './control-props';
import { acceptsFile, platformText, uploadLimitBytes, uploadLimitText } from './control-values';
import styles from './designed-form.module.css';
import { type UploadedFile, uploadedFiles, uploadType } from './uploaded-files';

/**
 * uploadFz and uploadImg: one file at a time to the file module (POST /api/file/Uploader/{annex|annexpic}),
 * refused before sending when it is over the control's fileSize (SPEC §5 compares strictly), of a type its
 * accept list leaves out, or past its limit. The value is the list of stored files.
 */
export function UploadControl({ control, value, onChange, disabled, texts }: ElementProps) {
  const jnpfKey = control.__config__.jnpfKey;
  const image = jnpfKey === 'uploadImg';
  const limit = asNumber(control.limit) ?? 9;
  const files = uploadedFiles(value);
  // Uploads finishing together must each add to the latest list, not to the one they started with.
  const latest = useRef(files);
  latest.current = files;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const say = (template: string) =>
      fillTemplate(template, { name: file.name, size: uploadLimitText(control), limit });
    if (latest.current.length + batch.indexOf(file) >= limit) toastError(say(texts.uploadTooMany));
    else if (!acceptsFile(control.accept, file.name, file.type)) toastError(say(texts.uploadWrongType));
    else if (file.size >= uploadLimitBytes(control)) toastError(say(texts.uploadTooLarge));
    else return true;
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    uploadFile<UploadedFile>(`/api/file/Uploader/${uploadType(jnpfKey)}`, blob, blob.name)
      .then((saved) => {
        onChange([...latest.current, { name: saved.name, fileId: saved.fileId, url: saved.url }]);
        onSuccess?.(saved);
      })
      .catch((error: Error) => {
        toastError(`${fillTemplate(texts.uploadFailed, { name: blob.name })}: ${error.message}`);
        onError?.(error);
      });
  };

  // A file's Download route answers a short-lived link (it needs the token, which a plain anchor would
  // not send); an image's route is public, so its url is shown and previewed as it is.
  const fileList: UploadFile[] = files.map((file) => ({
    uid: file.fileId,
    name: file.name,
    url: image ? file.url : undefined,
    status: 'done',
  }));
  const onPreview = (shown: UploadFile) => {
    const file = files.find((item) => item.fileId === shown.uid);
    if (!file) return;
    if (image) window.open(file.url, '_blank', 'noopener');
    else void http.get<{ url: string }>(file.url).then(({ url }) => window.open(url, '_blank', 'noopener'));
  };
  const full = files.length >= limit;
  const locked = disabled;
  const upload = (
    <Upload
      fileList={fileList}
      accept={typeof control.accept === 'string' && control.accept ? control.accept : undefined}
      multiple={limit > 1}
      listType={image ? 'picture-card' : 'text'}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onPreview={onPreview}
      onRemove={(removed) => onChange(files.filter((file) => file.fileId !== removed.uid))}
      disabled={locked}
      showUploadList={{ showRemoveIcon: !locked }}
    >
      {full ? null : image ? (
        <PlusOutlined />
      ) : (
        <Button icon={<UploadOutlined />} disabled={locked}>
          {platformText(control.buttonText, '点击上传', texts.upload)}
        </Button>
      )}
    </Upload>
  );
  if (control.showTip !== true) return upload;
  return (
    <div>
      {upload}
      <div className={styles.uploadTip}>
        {fillTemplate(texts.uploadTip, { size: uploadLimitText(control), limit })}
      </div>
    </div>
  );
}
