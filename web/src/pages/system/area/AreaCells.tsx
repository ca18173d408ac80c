import { EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressPicker } from '../../../components/AddressPicker';
import styles from './area.module.css';

/** An area's name with its pin, which spins while the area's children load. */
export function AreaName({ name, loading }: { name: unknown; loading: boolean }) {
  return (
    <span className={styles.name}>
      {loading ? (
        <LoadingOutlined className={styles.icon} aria-hidden />
      ) : (
        <EnvironmentOutlined className={styles.icon} aria-hidden />
      )}
      {String(name ?? '')}
    </span>
  );
}

/** 上级 of a search result: the names above it, or that it is a province. */
export function ParentPath({ path }: { path: unknown }) {
  const { t } = useTranslation();
  return <>{typeof path === 'string' && path ? path : t('area.topLevel')}</>;
}

/** The parent, picked with the address control itself (province, city or district); never the area itself. */
export function ParentField({ editingId }: { editingId: string | null }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="parent" label={t('area.parent')} extra={t('area.parentHint')}>
      <AddressPicker
        level={2}
        changeOnSelect
        excludeId={editingId ?? undefined}
        placeholder={t('area.parentPlaceholder')}
      />
    </Form.Item>
  );
}
