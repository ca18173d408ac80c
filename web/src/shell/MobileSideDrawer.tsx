import { Drawer } from 'antd';
import { useSettings } from '../stores/settings';
import { SidebarLogo } from './SidebarLogo';
import { SideMenu } from './SideMenu';
import { SIDEBAR_WIDTH } from './sizes';

/** On a mobile width the side menu slides in over the page (own chunk: desktops never load it). */
export default function MobileSideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dark = useSettings((s) => s.slideClass) === 'dark';
  const logo = useSettings((s) => s.sidebarLogo);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
    >
      {logo ? <SidebarLogo collapsed={false} light={!dark} /> : null}
      <SideMenu collapsed={false} theme={dark ? 'dark' : 'light'} />
    </Drawer>
  );
}
