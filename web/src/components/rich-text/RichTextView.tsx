import styles from './rich-text.module.css';

/**
 * Shows stored rich text (a notice body). The HTML was cleaned by the server's allow-list when it was
 * saved (notice-html.ts): only the editor's tags, classes and safe addresses remain, so it is inert.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.view} ${className}` : styles.view}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server's allow-list at save
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
