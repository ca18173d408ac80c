import { HistoryOutlined, PictureOutlined } from '@ant-design/icons';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_LATEST_PAGE,
  CHAT_TEXT_MAX,
  type ChatMessage,
  type MessageListAnswerFrame,
  type ReadMessageFrame,
  type ReceiveMessageFrame,
  type SendMessageEchoFrame,
} from '@app/common';
import { Button, Empty, Input, Modal, Spin, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/feedback';
import { ApiError } from '../../app/request';
import { useSession } from '../../stores/session';
import styles from './chat.module.css';
import { uploadChatImage } from './chat-api';
import { markRead, onFrame, requestPage, sendImage, sendText } from './chat-channel';
import { appendMessage, fromEcho, fromReceive, markReadUpTo } from './chat-state';
import { EmojiPicker } from './EmojiPicker';
import { HistoryPanel } from './HistoryPanel';
import { readImageSize } from './image-size';
import { MessageContent } from './MessageContent';
import { PersonAvatar } from './PersonAvatar';
import { forgetUnread, setOpenPeer } from './unread-tracking';

export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string | null;
}

/** Today's messages show the time only; older ones the date too. */
const when = (ms: number) =>
  dayjs(ms).isSame(dayjs(), 'day') ? dayjs(ms).format('HH:mm') : dayjs(ms).format('YYYY-MM-DD HH:mm');

/**
 * One conversation (SPEC §4 Chat): opening it marks the peer's messages read and loads the latest 30;
 * messages arriving while it is open are appended and marked read. Text is trimmed and sent with Enter
 * (Shift+Enter for a new line), never empty; images go one at a time, under 5 MB, uploaded first and
 * then sent with the size read here.
 */
export function ChatWindow({ peer, me, onClose }: { peer: ChatPeer; me: string; onClose: () => void }) {
  const { t } = useTranslation();
  const myName = useSession((s) => s.userInfo?.userName) ?? t('chat.me');
  const myIcon = useSession((s) => s.userInfo?.headIcon) ?? null;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const latest = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<TextAreaRef>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // While open, this peer's messages are read as they come: the header icon leaves them out.
  useEffect(() => {
    setOpenPeer(peer.id);
    forgetUnread(peer.id);
    return () => setOpenPeer(null);
  }, [peer.id]);

  useEffect(() => {
    const loadLatest = () => {
      setLoading(true);
      markRead(peer.id);
      latest.current = requestPage('latest', {
        peerId: peer.id,
        me,
        currentPage: 1,
        pageSize: CHAT_LATEST_PAGE,
        sord: 'desc',
      });
    };
    loadLatest();
    const stops = [
      onFrame('messageList', (frame) => {
        const answer = frame as unknown as MessageListAnswerFrame;
        if (answer.requestId !== latest.current) return;
        latest.current = null;
        setMessages([...answer.list].reverse());
        setLoading(false);
      }),
      onFrame('receiveMessage', (frame) => {
        const received = frame as unknown as ReceiveMessageFrame;
        if (received.formUserId !== peer.id) return;
        setMessages((list) => appendMessage(list, fromReceive(received, me)));
        markRead(peer.id);
      }),
      onFrame('sendMessage', (frame) => {
        const echo = frame as unknown as SendMessageEchoFrame;
        if (echo.toUserId === peer.id) setMessages((list) => appendMessage(list, fromEcho(echo)));
      }),
      onFrame('readMessage', (frame) => {
        const read = frame as unknown as ReadMessageFrame;
        if (read.senderId === me && read.readerId === peer.id)
          setMessages((list) => markReadUpTo(list, me, peer.id, read.readTime));
      }),
      onFrame('error', (frame) => {
        if (frame.about === 'SendMessage' && typeof frame.msg === 'string') toastError(frame.msg);
        if (frame.requestId && frame.requestId === latest.current) {
          latest.current = null;
          setLoading(false);
        }
      }),
      // After a reconnect the channel greets again: what arrived meanwhile is fetched afresh.
      onFrame('initMessage', loadLatest),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [peer.id, me]);

  // A new last message scrolls to the end; a read mark changing leaves the reader where they are.
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message changes
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const submit = () => {
    const body = text.trim();
    if (!body) return;
    // Kept in the box when the channel is down, so nothing typed is lost.
    if (!sendText(peer.id, body)) return toastError(t('chat.offline'));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition only picks the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insertEmoji = (code: string) => {
    const area = inputRef.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + code + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + code.length, start + code.length);
    });
  };

  const pickImage = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return toastError(t('chat.oneImage'));
    const file = files[0];
    if (!file.type.startsWith('image/')) return toastError(t('chat.notImage'));
    // SPEC §5: under 5 MB, a file of exactly 5 MB is refused.
    if (file.size >= CHAT_IMAGE_MAX_BYTES) return toastError(t('chat.imageTooLarge'));
    const size = await readImageSize(file);
    if (!size) return toastError(t('chat.imageUnreadable'));
    setUploading(true);
    try {
      const { name } = await uploadChatImage(file);
      if (!sendImage(peer.id, { name, ...size })) toastError(t('chat.offline'));
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : t('common.requestError'));
    } finally {
      setUploading(false);
    }
  };

  const title = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <PersonAvatar name={peer.realName} headIcon={peer.headIcon} size={28} />
      {peer.realName}/{peer.account}
    </span>
  );

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      width={historyOpen ? 1000 : 660}
      destroyOnHidden
      maskClosable={false}
    >
      <div className={styles.window}>
        <section className={styles.main} aria-label={peer.realName}>
          <div className={styles.messages} ref={listRef} data-testid="chat-messages">
            {loading ? (
              <div className={styles.center} style={{ textAlign: 'center' }}>
                <Spin />
              </div>
            ) : null}
            {!loading && messages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noMessages')} />
            ) : null}
            {messages.map((message) => {
              const mine = message.sendUserId === me;
              return (
                <div
                  key={message.id}
                  className={`${styles.row} ${mine ? styles.mine : ''}`}
                  data-testid="chat-message"
                  data-mine={mine}
                >
                  <PersonAvatar
                    name={mine ? myName : peer.realName}
                    headIcon={mine ? myIcon : peer.headIcon}
                  />
                  <div className={styles.column}>
                    <div className={styles.meta}>{when(message.sendTime)}</div>
                    <div className={`${styles.bubble} ${message.contentType === 'text' ? '' : styles.media}`}>
                      <MessageContent message={message} />
                    </div>
                    {mine ? (
                      <span className={`${styles.readMark} ${message.state === 1 ? styles.isRead : ''}`}>
                        {message.state === 1 ? t('chat.read') : t('chat.unread')}
                      </span>
                    ) : null}
                  </div>
                </div>
              );
            })}
          </div>
          <div className={styles.composer}>
            <div className={styles.toolbar}>
              <EmojiPicker onPick={insertEmoji} />
              <Tooltip title={t('chat.image')}>
                <Button
                  type="text"
                  icon={<PictureOutlined />}
                  aria-label={t('chat.image')}
                  loading={uploading}
                  onClick={() => fileRef.current?.click()}
                />
              </Tooltip>
              <input
                ref={fileRef}
                type="file"
                accept="image/*"
                hidden
                data-testid="chat-image-input"
                onChange={(event) => {
                  void pickImage(event.target.files);
                  event.target.value = '';
                }}
              />
              <span className={styles.spacer} />
              <Button
                type={historyOpen ? 'primary' : 'text'}
                ghost={historyOpen}
                icon={<HistoryOutlined />}
                onClick={() => setHistoryOpen(!historyOpen)}
              >
                {t('chat.history')}
              </Button>
            </div>
            <Input.TextArea
              ref={inputRef}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              onPaste={(event) => {
                // A pasted picture (a screenshot) is sent like a chosen one; pasted text stays text.
                if (event.clipboardData.files.length === 0) return;
                event.preventDefault();
                void pickImage(event.clipboardData.files);
              }}
              placeholder={t('chat.placeholder')}
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={CHAT_TEXT_MAX}
              aria-label={t('chat.placeholder')}
            />
            <div className={styles.sendRow}>
              <Button type="primary" onClick={submit} disabled={!text.trim()}>
                {t('chat.send')}
              </Button>
            </div>
          </div>
        </section>
        {historyOpen ? <HistoryPanel peerId={peer.id} peerName={peer.realName} me={me} /> : null}
      </div>
    </Modal>
  );
}
