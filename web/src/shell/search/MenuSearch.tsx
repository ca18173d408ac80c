import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and the fuzzy search library load on first use.
const MenuSearchDialog = lazy(() => import('./MenuSearchDialog'));

/** Ctrl+K (⌘K) anywhere, or '/' outside a text field, opens the search. */
function useOpenShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, [contenteditable="true"]');
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      } else if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** Header menu search (SPEC §1): a button and a keyboard shortcut that open the search dialog. */
export function MenuSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  useOpenShortcut(show);

  return (
    <>
      <Tooltip title={`${t('shell.search')} (Ctrl K)`}>
        <Button type="text" icon={<SearchOutlined />} aria-label={t('shell.search')} onClick={show} />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <MenuSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
