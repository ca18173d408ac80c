import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ApiEnvelope } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../app/cached-lists';
import { toastError, toastSuccess } from '../../app/feedback';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { AVATAR_UPLOAD_URL, profileKeys, wearAvatar } from './profile.api';
import styles from './profile.module.css';
import { AVATAR_ACCEPT, AVATAR_LIMIT, avatarProblem } from './profile-rules';
import { patchSessionUser } from './profile-session';

type UploadAnswer = ApiEnvelope<{ fileId: string; url: string } | null> | undefined;

/**
 * The avatar; a click picks an image (raster, under 2 MB), which is uploaded to the userAvatar store
 * and then worn. The header avatar follows at once.
 */
export function AvatarUpload({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useSettings((s) => s.language);
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const wear = useMutation({
    mutationFn: wearAvatar,
    onSuccess: ({ headIcon }) => {
      patchSessionUser({ headIcon });
      toastSuccess(t('profile.avatarChanged'));
      void refreshCachedLists('users');
      return queryClient.invalidateQueries({ queryKey: profileKeys.baseInfo });
    },
    onSettled: () => setUploading(false),
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (problem === 'notImage') toastError(t('profile.avatarNotImage'));
    if (problem === 'tooLarge') toastError(t('profile.avatarTooLarge', { ...AVATAR_LIMIT }));
    return problem ? Upload.LIST_IGNORE : true;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setUploading(true);
    if (file.status !== 'done' && file.status !== 'error') return;
    const answer = file.response as UploadAnswer;
    if (file.status === 'done' && answer?.code === 200 && answer.data) {
      wear.mutate(answer.data.fileId);
      return;
    }
    setUploading(false);
    toastError(answer?.msg || t('common.requestError'));
  };

  const busy = uploading || wear.isPending;
  return (
    <div>
      <Upload
        name="file"
        accept={AVATAR_ACCEPT}
        action={AVATAR_UPLOAD_URL}
        headers={{ Authorization: token ?? '', 'X-Language': language }}
        showUploadList={false}
        maxCount={1}
        disabled={busy}
        beforeUpload={beforeUpload}
        onChange={onChange}
      >
        <button
          type="button"
          className={`${styles.avatarButton} ${busy ? styles.avatarBusy : ''}`}
          aria-label={t('profile.changeAvatar')}
          title={t('profile.changeAvatar')}
        >
          <Avatar size={104} src={src || undefined} style={{ backgroundColor: '#1d6ff2', fontSize: 40 }}>
            {name.slice(0, 1)}
          </Avatar>
          <span className={styles.avatarMask}>
            {busy ? <LoadingOutlined /> : <CameraOutlined />}
            {busy ? t('profile.avatarUploading') : t('profile.changeAvatar')}
          </span>
        </button>
      </Upload>
      <div className={styles.avatarHint}>{t('profile.avatarHint', { ...AVATAR_LIMIT })}</div>
    </div>
  );
}
