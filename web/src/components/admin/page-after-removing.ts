import type { ListPage } from './ListFooter';

/**
 * The page to show after deleting a row: when it was the only row on a page past the first, the page
 * before it (else the list would stand on an empty page with rows before it); otherwise the same page.
 */
export const pageAfterRemoving =
  (rowsOnPage: number) =>
  (page: ListPage): ListPage =>
    rowsOnPage === 1 && page.current > 1 ? { ...page, current: page.current - 1 } : page;
