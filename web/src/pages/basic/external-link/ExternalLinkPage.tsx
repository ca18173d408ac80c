import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillLinkPlaceholders } from '../../../app/menus';
import { useRouteMeta } from '../../../app/route-meta';
import { useSession } from '../../../stores/session';
import styles from './external-link.module.css';

/** Only web addresses are framed; anything else (javascript:, data:) is refused. */
function frameable(address: string): boolean {
  try {
    const url = new URL(address, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A link menu opened inside the shell (type 7, linkTarget _self): the address in a frame. */
export default function ExternalLinkPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const token = useSession((s) => s.token);
  const address = fillLinkPlaceholders(meta?.urlAddress ?? '', { token });

  if (!frameable(address)) return <Result status="warning" title={t('externalLink.invalid')} />;
  return (
    <iframe
      className={styles.frame}
      src={address}
      title={meta?.zhTitle ?? address}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
