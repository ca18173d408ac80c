import styles from './page-loading.module.css';

/** Shown while a page chunk or its first data loads. Plain CSS, so it shows before antd has loaded. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={`${styles.wrap} ${fullscreen ? styles.fullscreen : ''}`} role="status" aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
