import type { ListPage } from './ListFooter';

/**
 * The page to show after deleting `removed` rows (default one): when they were all the rows of a page past
 * the first, the page before it (else the list would stand on an empty page with rows before it);
 * otherwise the same page.
 */
export const pageAfterRemoving =
  (rowsOnPage: number, removed = 1) =>
  (page: ListPage): ListPage =>
    removed >= rowsOnPage && page.current > 1 ? { ...page, current: page.current - 1 } : page;
