import type { ListSearchItem } from '@app/common/form';
import { Button, Col, DatePicker, Input, InputNumber, Row, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlView } from '../../../components/designed-form/ControlView';
import { useSettings } from '../../../stores/settings';
import styles from './dynamic-model.module.css';
import { searchControl } from './model-list';

/** Search fields shown before 展开: with the keyword box and the buttons, one row of four. */
const FOLDED = 2;
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);

type Values = Record<string, unknown>;

interface SearchInputProps {
  item: ListSearchItem;
  value: unknown;
  onChange(value: unknown): void;
}

const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];

/** A range search (type 3): two dates as epoch ms, two times, or two numbers. */
function RangeInput({ item, value, onChange }: SearchInputProps) {
  const { t } = useTranslation();
  const key = item.__config__.jnpfKey;
  const [from, to] = pair(value);
  if (DATE_KEYS.has(key)) {
    const day = (v: unknown) => (typeof v === 'number' ? dayjs(v) : null);
    return (
      <DatePicker.RangePicker
        className={styles.fill}
        value={[day(from), day(to)]}
        placeholder={[t('dynamicModel.rangeStart'), t('dynamicModel.rangeEnd')]}
        onChange={(days) =>
          onChange(
            days
              ? [days[0]?.startOf('day').valueOf() ?? null, days[1]?.startOf('day').valueOf() ?? null]
              : [],
          )
        }
      />
    );
  }
  if (key === 'time') {
    const time = (v: unknown) => (typeof v === 'string' && v ? dayjs(v, 'HH:mm:ss') : null);
    return (
      <TimePicker.RangePicker
        className={styles.fill}
        value={[time(from), time(to)]}
        placeholder={[t('dynamicModel.from'), t('dynamicModel.to')]}
        onChange={(times: [Dayjs | null, Dayjs | null] | null) =>
          onChange(times ? times.map((x) => x?.format('HH:mm:ss') ?? null) : [])
        }
      />
    );
  }
  return (
    <Space.Compact className={styles.fill}>
      <InputNumber
        className={styles.fill}
        placeholder={t('dynamicModel.from')}
        value={typeof from === 'number' ? from : null}
        onChange={(n) => onChange([n, to])}
      />
      <InputNumber
        className={styles.fill}
        placeholder={t('dynamicModel.to')}
        value={typeof to === 'number' ? to : null}
        onChange={(n) => onChange([from, n])}
      />
    </Space.Compact>
  );
}

/** One search field: a text box for a fuzzy search, the range inputs, else the form's own control. */
function SearchInput({ item, value, onChange }: SearchInputProps) {
  const lang = useSettings((s) => s.language);
  if (item.searchType === 3) return <RangeInput item={item} value={value} onChange={onChange} />;
  if (item.searchType === 2)
    return (
      <Input
        allowClear
        placeholder={typeof item.placeholder === 'string' ? item.placeholder : ''}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        aria-label={item.__config__.label}
      />
    );
  return (
    <ControlView
      control={searchControl(item)}
      value={value ?? null}
      onChange={onChange}
      mode="run"
      lang={lang}
    />
  );
}

/**
 * The list's search: a keyword over the list's columns, then the designed fields (columnData.searchList),
 * 查询 and 重置, folded past two fields.
 */
export function SearchBar({
  items,
  onSearch,
}: {
  items: readonly ListSearchItem[];
  onSearch(values: Values, keyword: string): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({});
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const shown = open ? items : items.slice(0, FOLDED);
  return (
    <div className={styles.search}>
      <Row gutter={[16, 12]}>
        <Col xs={24} sm={12} lg={6}>
          <Input
            allowClear
            value={keyword}
            placeholder={t('dynamicModel.keyword')}
            aria-label={t('dynamicModel.keyword')}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => onSearch(values, keyword.trim())}
          />
        </Col>
        {shown.map((item) => {
          const vModel = item.__vModel__ ?? '';
          return (
            <Col key={vModel} xs={24} sm={12} lg={6}>
              <div className={styles.searchField}>
                <span className={styles.searchLabel}>{item.__config__.label}</span>
                <div className={styles.fill} data-search={vModel}>
                  <SearchInput
                    item={item}
                    value={values[vModel]}
                    onChange={(value) => setValues((current) => ({ ...current, [vModel]: value }))}
                  />
                </div>
              </div>
            </Col>
          );
        })}
        <Col xs={24} sm={12} lg={6}>
          <Space>
            <Button type="primary" onClick={() => onSearch(values, keyword.trim())}>
              {t('dynamicModel.search')}
            </Button>
            <Button
              onClick={() => {
                setValues({});
                setKeyword('');
                onSearch({}, '');
              }}
            >
              {t('dynamicModel.reset')}
            </Button>
            {items.length > FOLDED && (
              <Button type="link" onClick={() => setOpen(!open)}>
                {open ? t('dynamicModel.collapse') : t('dynamicModel.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </div>
  );
}
