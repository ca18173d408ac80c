import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The delete question every admin list asks (提示 / common.deleteConfirm, red 确定; a list may name the row
 * in its own `question`). `onOk` is the delete itself; a failed delete closes the dialog (the request layer
 * already toasted the error).
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (onOk: () => Promise<unknown>, question?: string) =>
    modal.confirm({
      title: t('common.tip'),
      content: question ?? t('common.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => onOk().catch(() => undefined),
    });
}
