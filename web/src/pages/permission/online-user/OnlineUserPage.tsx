import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { onlineUserResource } from './online-user.resource';

/** 在线用户: live sessions; with btn_forced, one or several can be forced offline after a confirmation. */
export default function OnlineUserPage() {
  return <ResourceListPage resource={onlineUserResource} />;
}
