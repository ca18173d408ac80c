import { Drawer, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../app/realtime';
import { useSession } from '../../stores/session';
import { type ChatPeer, ChatWindow } from './ChatWindow';
import { ContactList } from './ContactList';
import styles from './chat.module.css';
import { RecentChats } from './RecentChats';

/**
 * The chat drawer (client-facts §11 'IM drawer'): 消息 (recent chats) and 联系人 (contacts); choosing a
 * person closes the drawer and opens the conversation.
 */
export default function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.userInfo?.userId ?? '');
  const [tab, setTab] = useState('recent');
  const [peer, setPeer] = useState<ChatPeer | null>(null);
  const unread = useRealtime((s) => s.unreadNums.reduce((sum, u) => sum + u.unreadNum, 0));
  // Each opening starts on 消息, where new messages show.
  useEffect(() => {
    if (open) setTab('recent');
  }, [open]);
  // The conversation takes the drawer's place; the drawer comes back with the icon.
  const openChat = (person: ChatPeer) => {
    setPeer({ id: person.id, realName: person.realName, account: person.account, headIcon: person.headIcon });
    onClose();
  };
  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        size={360}
        title={t('chat.title')}
        classNames={{ body: styles.drawerBody }}
      >
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'recent',
              label: (
                <span>
                  {t('chat.recent')}
                  {unread > 0 ? (
                    <span className={styles.tabCount}>{unread > 99 ? '99+' : unread}</span>
                  ) : null}
                </span>
              ),
              children: <RecentChats onOpen={openChat} />,
            },
            { key: 'contacts', label: t('chat.contacts'), children: <ContactList onOpen={openChat} /> },
          ]}
        />
      </Drawer>
      {peer && me ? <ChatWindow key={peer.id} peer={peer} me={me} onClose={() => setPeer(null)} /> : null}
    </>
  );
}
