import { EnterOutlined, ExportOutlined, SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { useMenuTitle } from '../useMenuTitle';
import { createMenuSearch, type SearchEntry, searchEntries } from './menu-search';
import styles from './menu-search.module.css';

/** The search dialog: fuzzy over the user's menus, results show where each menu sits (own chunk). */
export default function MenuSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuList = useSession((s) => s.menuList);
  const token = useSession((s) => s.token);
  const title = useMenuTitle();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const search = useMemo(
    () => createMenuSearch(searchEntries(menuList, title, { token })),
    [menuList, title, token],
  );
  const results = useMemo(() => search(query), [search, query]);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };

  const go = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    close();
    if (entry.link.kind === 'route') void navigate(entry.link.path);
    else window.open(entry.link.href, '_blank', 'noopener,noreferrer');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') go(results[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      width={560}
      destroyOnHidden
      className={styles.modal}
      styles={{ body: { padding: 0 } }}
    >
      <Input
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('shell.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-label={t('shell.search')}
        className={styles.input}
      />
      <div className={styles.results} role="listbox" aria-label={t('shell.searchResults')}>
        {query.trim() && results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.searchEmpty')} />
        ) : null}
        {results.map((entry, index) => (
          <button
            type="button"
            role="option"
            aria-selected={index === active}
            key={entry.id}
            className={`${styles.result} ${index === active ? styles.active : ''}`}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(entry)}
          >
            <span className={styles.resultTitle}>{entry.title[entry.title.length - 1]}</span>
            <span className={styles.resultPath}>{entry.title.join(' / ')}</span>
            {entry.link.kind === 'external' ? <ExportOutlined className={styles.resultIcon} /> : null}
            {index === active ? <EnterOutlined className={styles.resultIcon} /> : null}
          </button>
        ))}
      </div>
      {!query.trim() ? <div className={styles.hint}>{t('shell.searchHint')}</div> : null}
    </Modal>
  );
}
