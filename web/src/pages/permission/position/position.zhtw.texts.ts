import type { Shape } from '../../../i18n/shape';
import type zhPosition from './position.zh.texts';

const zhtwPosition: Shape<typeof zhPosition> = {
  position: {
    members: '崗位成員',
    orgTree: '組織機構',
    orgSearch: '搜尋組織',
    allOrgs: '全部組織',
    keyword: '請輸入崗位名稱或編碼',
    add: '新建崗位',
    editTitle: '編輯崗位',
    fullName: '崗位名稱',
    enCode: '崗位編碼',
    type: '崗位類型',
    organize: '所屬組織',
    userCount: '人數',
    organizeRequired: '請選擇所屬組織',
    typePlaceholder: '請選擇崗位類型',
    empty: '暫無崗位',
  },
};

export default zhtwPosition;
