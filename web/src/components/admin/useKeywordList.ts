import { DEFAULT_PAGE_SIZE } from '@app/common';
import { useState } from 'react';
import type { ListPage } from './ListFooter';

/**
 * The state of an admin list with a keyword box: what is typed (`text`) only becomes the query (`keyword`)
 * on search, and a new query or a reset goes back to page 1.
 */
export function useKeywordList() {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<ListPage>({ current: 1, size: DEFAULT_PAGE_SIZE });
  const firstPage = () => setPage((p) => ({ ...p, current: 1 }));
  return {
    text,
    setText,
    keyword,
    page,
    setPage,
    firstPage,
    search: () => {
      setKeyword(text.trim());
      firstPage();
    },
    reset: () => {
      setText('');
      setKeyword('');
      firstPage();
    },
  };
}
