import { ClearOutlined, CodeOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import styles from './designer.module.css';
import { useDesignerEnv } from './designer-context';
import { JsonDialog } from './JsonDialog';
import { PreviewDialog } from './PreviewDialog';

/** Above the canvas: undo, redo, clear; the JSON view and the preview. */
export function DesignerToolbar() {
  const { designer, texts } = useDesignerEnv();
  const [open, setOpen] = useState<'json' | 'preview' | null>(null);
  const t = texts.toolbar;
  return (
    <div className={styles.toolbar}>
      <Space size={4}>
        <Tooltip title={`${t.undo} (Ctrl+Z)`}>
          <Button type="text" icon={<UndoOutlined />} disabled={!designer.canUndo} onClick={designer.undo}>
            {t.undo}
          </Button>
        </Tooltip>
        <Tooltip title={`${t.redo} (Ctrl+Y)`}>
          <Button type="text" icon={<RedoOutlined />} disabled={!designer.canRedo} onClick={designer.redo}>
            {t.redo}
          </Button>
        </Tooltip>
        <Popconfirm title={t.clearConfirm} onConfirm={designer.clear} disabled={!designer.form.fields.length}>
          <Button type="text" danger icon={<ClearOutlined />} disabled={!designer.form.fields.length}>
            {t.clear}
          </Button>
        </Popconfirm>
      </Space>
      <Space size={4}>
        <Button type="text" icon={<CodeOutlined />} onClick={() => setOpen('json')}>
          {t.json}
        </Button>
        <Button type="text" icon={<EyeOutlined />} onClick={() => setOpen('preview')}>
          {t.preview}
        </Button>
      </Space>
      {open === 'json' && <JsonDialog onClose={() => setOpen(null)} />}
      {open === 'preview' && <PreviewDialog onClose={() => setOpen(null)} />}
    </div>
  );
}
