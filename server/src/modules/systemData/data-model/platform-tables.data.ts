import type { Lang } from '@app/common';

/**
 * What each of the platform's own tables holds, as 数据建模 shows it beside the table's name (issue 15
 * item 14): the platform database keeps no table comments (SQLite has none), so without these the
 * platform's tables stood there undescribed. A designed table's own description always wins. The test
 * data-model-platform-tables.test.ts fails on a table a migration creates that is not described here.
 */
export const PLATFORM_TABLES: Record<string, Record<Lang, string>> = {
  base_authorize: { zh: '角色权限', en: 'Role permissions', zhtw: '角色權限' },
  base_bill_rule: { zh: '单据规则', en: 'Numbering rules', zhtw: '單據規則' },
  base_captcha: { zh: '图形验证码', en: 'Image captchas', zhtw: '圖形驗證碼' },
  base_common_fields: { zh: '常用字段', en: 'Common fields', zhtw: '常用欄位' },
  base_data_backup: { zh: '数据备份', en: 'Database backups', zhtw: '資料備份' },
  base_data_interface: { zh: '数据接口', en: 'Data interfaces', zhtw: '資料介面' },
  base_db_comment: { zh: '数据建模说明', en: 'Data model descriptions', zhtw: '資料建模說明' },
  base_db_link: { zh: '数据连接', en: 'Data sources', zhtw: '資料連線' },
  base_dictionary_data: { zh: '数据字典项', en: 'Dictionary items', zhtw: '資料字典項' },
  base_dictionary_type: { zh: '数据字典分类', en: 'Dictionary types', zhtw: '資料字典分類' },
  base_file: { zh: '上传文件', en: 'Uploaded files', zhtw: '上傳檔案' },
  base_icon: { zh: '系统图标', en: 'System icons', zhtw: '系統圖示' },
  base_im_content: { zh: '聊天消息', en: 'Chat messages', zhtw: '聊天訊息' },
  base_im_reply: { zh: '聊天会话', en: 'Chat conversations', zhtw: '聊天會話' },
  base_language: { zh: '多语言翻译', en: 'Translations', zhtw: '多語言翻譯' },
  base_login_ticket: { zh: '扫码登录票据', en: 'Scan login tickets', zhtw: '掃碼登入票據' },
  base_map: { zh: '数据地图', en: 'Maps', zhtw: '資料地圖' },
  base_message: { zh: '站内消息与公告', en: 'Messages and notices', zhtw: '站內訊息與公告' },
  base_message_receive: { zh: '消息接收记录', en: 'Message recipients', zhtw: '訊息接收紀錄' },
  base_module: { zh: '菜单', en: 'Menus', zhtw: '選單' },
  base_module_button: { zh: '按钮权限', en: 'Button permissions', zhtw: '按鈕權限' },
  base_module_column: { zh: '列表权限', en: 'Column permissions', zhtw: '列表權限' },
  base_module_form: { zh: '表单权限', en: 'Form permissions', zhtw: '表單權限' },
  base_module_data_authorize: { zh: '数据权限字段', en: 'Data permission fields', zhtw: '資料權限欄位' },
  base_module_scheme: { zh: '数据权限方案', en: 'Data permission schemes', zhtw: '資料權限方案' },
  base_organize: { zh: '组织机构', en: 'Organisations', zhtw: '組織機構' },
  base_organize_administrator: { zh: '分级管理', en: 'Delegated administrators', zhtw: '分級管理' },
  base_position: { zh: '岗位', en: 'Positions', zhtw: '崗位' },
  base_province: { zh: '行政区划', en: 'Administrative areas', zhtw: '行政區劃' },
  base_role: { zh: '角色', en: 'Roles', zhtw: '角色' },
  base_seed_applied: { zh: '已应用的初始数据', en: 'Seed data applied', zhtw: '已套用的初始資料' },
  base_session: { zh: '登录会话', en: 'Sign-in sessions', zhtw: '登入會話' },
  base_sms_code: { zh: '短信验证码', en: 'SMS codes', zhtw: '簡訊驗證碼' },
  base_sys_config: { zh: '系统配置', en: 'System settings', zhtw: '系統設定' },
  base_sys_log: { zh: '系统日志', en: 'System logs', zhtw: '系統日誌' },
  base_time_task: { zh: '定时任务', en: 'Scheduled tasks', zhtw: '排程任務' },
  base_time_task_log: { zh: '定时任务执行记录', en: 'Scheduled task runs', zhtw: '排程任務執行紀錄' },
  base_user: { zh: '用户', en: 'Users', zhtw: '使用者' },
  base_user_password_history: { zh: '历史密码', en: 'Password history', zhtw: '歷史密碼' },
  base_user_relation: {
    zh: '用户的岗位与角色',
    en: "Users' positions and roles",
    zhtw: '使用者的崗位與角色',
  },
  base_user_search_suffix: { zh: '用户搜索索引', en: 'User search index', zhtw: '使用者搜尋索引' },
  base_user_tally: { zh: '用户数统计', en: 'User counts', zhtw: '使用者數統計' },
  base_visualdev: { zh: '在线开发设计', en: 'Online designs', zhtw: '線上開發設計' },
  base_visualdev_modeldata: { zh: '在线开发表单数据', en: 'Online form data', zhtw: '線上開發表單資料' },
  base_visualdev_presence: {
    zh: '正在编辑设计的用户',
    en: 'Designers editing a design',
    zhtw: '正在編輯設計的使用者',
  },
  base_visualdev_presence_revision: {
    zh: '设计编辑者列表版本',
    en: "Revisions of a design's editor list",
    zhtw: '設計編輯者列表版本',
  },
  base_visualdev_release: { zh: '在线开发发布版本', en: 'Published designs', zhtw: '線上開發發佈版本' },
  flow_engine: { zh: '流程引擎', en: 'Flow engines', zhtw: '流程引擎' },
  flow_engine_version: { zh: '流程引擎发布版本', en: 'Released flow versions', zhtw: '流程引擎發佈版本' },
  flow_engine_visible: {
    zh: '流程发起人范围',
    en: 'Who may launch a flow version',
    zhtw: '流程發起人範圍',
  },
  wform_contract_approval: { zh: '合同审批表单', en: 'Contract approval forms', zhtw: '合約審批表單' },
  wform_expense_claim: { zh: '费用报销表单', en: 'Expense claim forms', zhtw: '費用報銷表單' },
  wform_expense_claim_item: { zh: '费用报销明细', en: 'Expense claim lines', zhtw: '費用報銷明細' },
  wform_general_request: { zh: '通用申请表单', en: 'General request forms', zhtw: '通用申請表單' },
  wform_leave_apply: { zh: '请假申请表单', en: 'Leave request forms', zhtw: '請假申請表單' },
  wform_overtime_apply: { zh: '加班申请表单', en: 'Overtime request forms', zhtw: '加班申請表單' },
  wform_purchase_request: { zh: '采购申请表单', en: 'Purchase request forms', zhtw: '採購申請表單' },
  wform_purchase_request_item: { zh: '采购申请明细', en: 'Purchase request lines', zhtw: '採購申請明細' },
  wform_recruitment_request: { zh: '招聘申请表单', en: 'Recruitment request forms', zhtw: '招聘申請表單' },
  wform_seal_request: { zh: '用印申请表单', en: 'Seal request forms', zhtw: '用印申請表單' },
  wform_travel_apply: { zh: '出差申请表单', en: 'Business trip request forms', zhtw: '出差申請表單' },
  wform_trip_report: { zh: '出差报告表单', en: 'Business trip report forms', zhtw: '出差報告表單' },
  kysely_migration: { zh: '数据库升级记录', en: 'Database migrations', zhtw: '資料庫升級紀錄' },
  kysely_migration_lock: { zh: '数据库升级锁', en: 'Database migration lock', zhtw: '資料庫升級鎖' },
};

/** The description of a platform table in the caller's language ('' for a table not listed). */
export const platformTableDescription = (table: string, lang: Lang): string =>
  PLATFORM_TABLES[table]?.[lang] ?? '';
