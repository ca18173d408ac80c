import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { QuillEditorProps } from './QuillEditor';

const QuillEditor = lazy(() => import('./QuillEditor'));

/**
 * The rich-text editor (SPEC §2.6) with a string value and a placeholder, usable as an antd form
 * control. Quill and its stylesheet are a chunk of their own, fetched when an editor first shows.
 */
export function RichTextEditor(props: QuillEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
