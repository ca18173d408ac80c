import { PAGE_SIZES } from '@app/common';
import { Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * List paging in the product's layout (SPEC §9): total, sizes, prev, pager, next, jumper; page sizes
 * 20/50/100/500.
 */
export function ListPagination({
  current,
  pageSize,
  total,
  onChange,
  disabled,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 12, flexWrap: 'wrap' }}
    >
      <span style={{ color: 'rgba(0,0,0,0.65)' }}>{t('common.total', { total })}</span>
      <Select
        value={pageSize}
        disabled={disabled}
        style={{ width: 104 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('common.perPage', { size }) }))}
        onChange={(size) => onChange(1, size)}
        aria-label={t('common.perPage', { size: pageSize })}
      />
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper
        onChange={(page) => onChange(page, pageSize)}
      />
    </div>
  );
}
