import { ListPagination } from '../ListPagination';
import styles from './admin.module.css';

export interface ListPage {
  current: number;
  size: number;
}

/** The paging row under an admin list; `onChange` gets the new page and size. */
export function ListFooter({
  page,
  total,
  onChange,
}: {
  page: ListPage;
  total: number;
  onChange: (page: ListPage) => void;
}) {
  return (
    <div className={styles.footer}>
      <ListPagination
        current={page.current}
        pageSize={page.size}
        total={total}
        onChange={(current, size) => onChange({ current, size })}
      />
    </div>
  );
}
