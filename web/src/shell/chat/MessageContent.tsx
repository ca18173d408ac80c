import type { ChatMessage } from '@app/common';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import { fitImage, safeMediaPath } from './chat-state';
import { splitEmoji } from './emoji';

/**
 * Text with its emoji codes shown as emoji. Every piece is a React text node, so a message is never
 * read as HTML whatever it contains.
 */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((piece, index) =>
        'text' in piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string
          <span key={index}>{piece.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string
          <span key={index} className={styles.emoji} role="img" aria-label={piece.code} title={piece.code}>
            {piece.emoji}
          </span>
        ),
      )}
    </>
  );
}

/** One message's body: text, an image (click to enlarge), or a playable voice or video clip. */
export function MessageContent({ message, imageMax = 200 }: { message: ChatMessage; imageMax?: number }) {
  const { t } = useTranslation();
  if (message.contentType === 'text') return <EmojiText text={message.content} />;
  const path = safeMediaPath(message.content);
  if (!path) return <span>{t('chat.mediaMissing')}</span>;
  if (message.contentType === 'image') {
    const size = fitImage(message.content, imageMax);
    return <Image src={path} width={size.width} height={size.height} alt={t('chat.preview.image')} />;
  }
  if (message.contentType === 'voice')
    // biome-ignore lint/a11y/useMediaCaption: a voice message has no caption track
    return <audio controls preload="none" src={path} aria-label={t('chat.preview.voice')} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a recorded clip has no caption track
    <video controls preload="metadata" src={path} width={240} aria-label={t('chat.preview.video')} />
  );
}

/** The one-line preview of a message in the recent-chat list. */
export function usePreview() {
  const { t } = useTranslation();
  return (type: ChatMessage['contentType'], content: string) =>
    type === 'text' ? content : t(`chat.preview.${type}`);
}
