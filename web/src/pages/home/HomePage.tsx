import { useSession } from '../../stores/session';
import styles from './home.module.css';
import { MenuTiles } from './MenuTiles';
import { WelcomeBanner } from './WelcomeBanner';

/** Workbench: who is signed in, and the functions they hold. */
export default function HomePage() {
  const user = useSession((s) => s.userInfo);
  return (
    <div className={styles.page}>
      {user ? <WelcomeBanner user={user} /> : null}
      <MenuTiles />
    </div>
  );
}
