import { CodeOutlined, RedoOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
// the form designer's bar, so both designers look alike
import styles from '../../onlineDev/designer/designer.module.css';

export const ZOOM_STEPS = [0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.5] as const;

interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  zoom: number;
  onZoom(zoom: number): void;
  onJson(): void;
}

/** Above the canvas: undo and redo, the zoom, the JSON view. */
export function FlowToolbar({ canUndo, canRedo, undo, redo, zoom, onZoom, onJson }: ToolbarProps) {
  const { t } = useTranslation();
  const at = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  return (
    <div className={styles.toolbar}>
      <Space size={4}>
        <Tooltip title={`${t('flowDesigner.undo')} (Ctrl+Z)`}>
          <Button type="text" icon={<UndoOutlined />} disabled={!canUndo} onClick={undo}>
            {t('flowDesigner.undo')}
          </Button>
        </Tooltip>
        <Tooltip title={`${t('flowDesigner.redo')} (Ctrl+Y)`}>
          <Button type="text" icon={<RedoOutlined />} disabled={!canRedo} onClick={redo}>
            {t('flowDesigner.redo')}
          </Button>
        </Tooltip>
      </Space>
      <Space size={4}>
        <Button
          type="text"
          icon={<ZoomOutOutlined />}
          aria-label={t('flowDesigner.zoomOut')}
          disabled={at <= 0}
          onClick={() => onZoom(ZOOM_STEPS[at - 1])}
        />
        <span data-testid="flow-zoom">{Math.round(zoom * 100)}%</span>
        <Button
          type="text"
          icon={<ZoomInOutlined />}
          aria-label={t('flowDesigner.zoomIn')}
          disabled={at >= ZOOM_STEPS.length - 1}
          onClick={() => onZoom(ZOOM_STEPS[at + 1])}
        />
        <Button type="text" icon={<CodeOutlined />} onClick={onJson}>
          JSON
        </Button>
      </Space>
    </div>
  );
}
