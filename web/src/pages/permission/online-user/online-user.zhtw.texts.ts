import type { Shape } from '../../../i18n/shape';
import type zhOnlineUser from './online-user.zh.texts';

const zhtwOnlineUser: Shape<typeof zhOnlineUser> = {
  onlineUser: {
    keyword: '請輸入使用者名稱或帳號查詢',
    user: '使用者',
    current: '目前登入',
    ip: '登入IP',
    place: '登入地點',
    device: '裝置/瀏覽器',
    loginTime: '登入時間',
    lastActive: '最後活動',
    actions: '操作',
    force: '強制下線',
    forceSelected: '批次下線',
    selfHint: '不能強制下線您自己目前的登入',
    confirmOne: '此操作將強制「{{name}}」下線，是否繼續？',
    confirmMany: '此操作將強制所選的 {{count}} 個登入下線，是否繼續？',
    forced: '已強制下線',
    empty: '暫無線上使用者',
  },
};

export default zhtwOnlineUser;
