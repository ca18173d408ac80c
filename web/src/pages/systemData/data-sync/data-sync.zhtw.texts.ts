import type { Shape } from '../../../i18n/shape';
import type zhDataSync from './data-sync.zh.texts';

const zhtwDataSync: Shape<typeof zhDataSync> = {
  dataSync: {
    title: '資料同步',
    intro: '把一張表的資料從來源資料連線複製到目標資料連線：先檢查，再分批同步，每批一個交易。',
    from: '來源資料連線',
    to: '目標資料連線',
    table: '資料表',
    pickFrom: '請選擇來源資料連線',
    pickTo: '請選擇目標資料連線',
    pickTable: '請選擇要同步的資料表',
    check: '檢查',
    sync: '同步',
    sameSource: '來源和目標不能是同一個資料連線',
    result0: '檢查通過，可以同步',
    result1: '來源表中沒有資料，無需同步',
    result2: '目標資料連線中沒有表 {{table}}',
    result2Confirm: '目標庫中沒有表 {{table}}，是否依來源表的欄位建立該表並同步？',
    result3: '目標表 {{table}} 中已有資料',
    result3Confirm: '目標表 {{table}} 中已有資料，同步前將清空目標表，是否繼續？',
    running: '同步中…',
    preparing: '準備中…',
    progress: '已複製 {{copied}} / {{total}} 列',
    done: '同步完成',
    failed: '同步失敗',
    rows: '複製列數',
    duration: '耗時',
    speed: '速度',
    speedValue: '{{value}} 列/秒',
    seconds: '{{value}} 秒',
    created: '已建立目標表',
    cleared: '已清空目標表',
    steps: { pick: '選擇來源、目標和資料表', check: '檢查表結構', sync: '分批複製', done: '查看結果' },
    again: '再次同步',
  },
};

export default zhtwDataSync;
