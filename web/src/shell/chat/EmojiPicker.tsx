import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import { EMOJI } from './emoji';

/** The emoji table; choosing one hands its bracketed code to the input. */
export function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div className={styles.emojiGrid} role="listbox" aria-label={t('chat.emoji')}>
      {EMOJI.map(([code, char]) => (
        <button
          key={code}
          type="button"
          role="option"
          aria-selected={false}
          className={styles.emojiCell}
          title={code}
          aria-label={code}
          onClick={() => {
            onPick(code);
            setOpen(false);
          }}
        >
          {char}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Tooltip title={t('chat.emoji')}>
        <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoji')} />
      </Tooltip>
    </Popover>
  );
}
