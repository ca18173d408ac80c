import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './log.module.css';
import { EMPTY_FILTERS, type LogFilters } from './log-query';

type Range = [Dayjs | null, Dayjs | null] | null;

/** Keyword and date-range filter; applied on 查询 or Enter, cleared by 重置. */
export function LogFilterBar({ onApply }: { onApply: (filters: LogFilters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<Range>(null);

  const apply = (next: { keyword: string; range: Range }) => {
    const [from, to] = next.range ?? [];
    onApply({ keyword: next.keyword, range: from && to ? [from.valueOf(), to.valueOf()] : null });
  };

  return (
    <div className={styles.filters}>
      <Input
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => apply({ keyword, range })}
        placeholder={t('common.keyword')}
        prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
        allowClear
        style={{ width: 240 }}
        aria-label={t('common.keyword')}
      />
      <DatePicker.RangePicker
        value={range}
        onChange={(value) => setRange(value)}
        placeholder={[t('common.startDate'), t('common.endDate')]}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        allowEmpty={[false, false]}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => apply({ keyword, range })}>
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          setRange(null);
          onApply(EMPTY_FILTERS);
        }}
      >
        {t('common.reset')}
      </Button>
    </div>
  );
}
