import { PRODUCT_VERSION } from '@app/common';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import styles from '../shell.module.css';

/** 'About' from the user menu: the product, its version and where its documentation is. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={440} title={t('shell.about')}>
      <div className={styles.about}>
        <BrandMark size={56} />
        <div className={styles.aboutName}>{t('app.name')}</div>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'version', label: t('shell.aboutVersion'), children: `V${PRODUCT_VERSION}` },
            { key: 'built', label: t('shell.aboutBuilt'), children: __APP_BUILD_DATE__ },
            { key: 'stack', label: t('shell.aboutStack'), children: 'React · Ant Design · Fastify · Kysely' },
          ]}
        />
        <div className={styles.aboutCopyright}>{t('app.copyright', { year: new Date().getFullYear() })}</div>
      </div>
    </Modal>
  );
}
