import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of 数据连接 and 数据建模 (issue 7 parts 1 and 2), registered by the module.
export const dataSourceMessages = {
  'dataSource.notFound': {
    zh: '该数据连接不存在或已删除',
    en: 'The data source does not exist or was deleted',
    zhtw: '該資料連線不存在或已刪除',
  },
  'dataSource.disabled': {
    zh: '数据连接「{name}」已停用',
    en: 'The data source "{name}" is disabled',
    zhtw: '資料連線「{name}」已停用',
  },
  'dataSource.typeUnsupported': {
    zh: '暂不支持{dbType}类型的数据连接，目前支持 SQLite、PostgreSQL 和 MySQL',
    en: '{dbType} data sources are not supported yet; SQLite, PostgreSQL and MySQL are',
    zhtw: '暫不支援{dbType}類型的資料連線，目前支援 SQLite、PostgreSQL 和 MySQL',
  },
  'dataSource.nameTaken': {
    zh: '连接名称「{name}」已存在',
    en: 'A data source named "{name}" already exists',
    zhtw: '連線名稱「{name}」已存在',
  },
  'dataSource.hostRequired': {
    zh: '请填写主机地址和端口',
    en: 'Enter the host and the port',
    zhtw: '請填寫主機位址和連接埠',
  },
  'dataSource.databaseRequired': {
    zh: '请填写数据库名称',
    en: 'Enter the database name',
    zhtw: '請填寫資料庫名稱',
  },
  'dataSource.sqliteFileName': {
    zh: 'SQLite 文件名只能包含字母、数字、下划线、点和短横线（如 sales.db），不能包含路径',
    en: 'A SQLite file name may hold only letters, digits, underscores, dots and dashes (e.g. sales.db), no path',
    zhtw: 'SQLite 檔名只能包含字母、數字、底線、點和短橫線（如 sales.db），不能包含路徑',
  },
  'dataSource.sqlitePlatformFile': {
    zh: '不能把平台自身的数据库文件添加为数据连接，请使用「默认数据库」',
    en: "The platform's own database file cannot be added as a data source; use the default database",
    zhtw: '不能把平台自身的資料庫檔案新增為資料連線，請使用「預設資料庫」',
  },
  'dataSource.passwordUnreadable': {
    zh: '数据连接「{name}」保存的密码无法解密（加密密钥已更换），请重新填写密码',
    en: 'The stored password of "{name}" cannot be decrypted (the encryption key changed); enter it again',
    zhtw: '資料連線「{name}」儲存的密碼無法解密（加密金鑰已更換），請重新填寫密碼',
  },
  'dataSource.inUse': {
    zh: '数据连接「{name}」正被 {count} 个数据接口使用，无法删除',
    en: 'The data source "{name}" is used by {count} data interface(s) and cannot be deleted',
    zhtw: '資料連線「{name}」正被 {count} 個資料介面使用，無法刪除',
  },
  'dataSource.platform': { zh: '默认数据库', en: 'Default database', zhtw: '預設資料庫' },
  'dataSource.test.ok': {
    zh: '连接成功（{version}，用时 {ms} 毫秒）',
    en: 'Connected ({version}, {ms} ms)',
    zhtw: '連線成功（{version}，用時 {ms} 毫秒）',
  },
  'dataSource.test.sqliteNew': {
    zh: '文件 {file} 尚不存在，保存后首次使用时将创建新的 SQLite 数据库',
    en: 'The file {file} does not exist yet; a new SQLite database is created when the source is first used',
    zhtw: '檔案 {file} 尚不存在，儲存後首次使用時將建立新的 SQLite 資料庫',
  },
  'dataSource.fail.hostUnknown': {
    zh: '连接失败：找不到主机 {host}，请检查主机地址',
    en: 'Connection failed: the host {host} is unknown; check the address',
    zhtw: '連線失敗：找不到主機 {host}，請檢查主機位址',
  },
  'dataSource.fail.hostUnreachable': {
    zh: '连接失败：主机 {host} 无法访问，请检查网络',
    en: 'Connection failed: the host {host} cannot be reached; check the network',
    zhtw: '連線失敗：主機 {host} 無法存取，請檢查網路',
  },
  'dataSource.fail.portClosed': {
    zh: '连接失败：{host} 的端口 {port} 没有数据库在监听，请检查端口',
    en: 'Connection failed: nothing listens on port {port} of {host}; check the port',
    zhtw: '連線失敗：{host} 的連接埠 {port} 沒有資料庫在監聽，請檢查連接埠',
  },
  'dataSource.fail.login': {
    zh: '连接失败：用户名或密码错误（用户 {user}）',
    en: 'Connection failed: the user name or password is wrong (user {user})',
    zhtw: '連線失敗：使用者名稱或密碼錯誤（使用者 {user}）',
  },
  'dataSource.fail.databaseMissing': {
    zh: '连接失败：数据库「{database}」不存在',
    en: 'Connection failed: the database "{database}" does not exist',
    zhtw: '連線失敗：資料庫「{database}」不存在',
  },
  'dataSource.fail.databaseDenied': {
    zh: '连接失败：数据库「{database}」不存在，或用户 {user} 无权访问它',
    en: 'Connection failed: the database "{database}" does not exist or the user {user} may not use it',
    zhtw: '連線失敗：資料庫「{database}」不存在，或使用者 {user} 無權存取它',
  },
  'dataSource.fail.timeout': {
    zh: '连接失败：{seconds} 秒内没有响应，请检查主机、端口和防火墙',
    en: 'Connection failed: no answer within {seconds} seconds; check the host, port and firewall',
    zhtw: '連線失敗：{seconds} 秒內沒有回應，請檢查主機、連接埠和防火牆',
  },
  'dataSource.fail.other': {
    zh: '连接失败：{error}',
    en: 'Connection failed: {error}',
    zhtw: '連線失敗：{error}',
  },
  'dataModel.badTableName': {
    zh: '表名「{name}」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符',
    en: 'The table name "{name}" is not allowed: start with a letter or underscore; letters, digits and underscores only; at most 63 characters',
    zhtw: '表名「{name}」不合規：以字母或底線開頭，只能包含字母、數字和底線，最多 63 個字元',
  },
  'dataModel.badFieldName': {
    zh: '字段名「{name}」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符',
    en: 'The field name "{name}" is not allowed: start with a letter or underscore; letters, digits and underscores only; at most 63 characters',
    zhtw: '欄位名「{name}」不合規：以字母或底線開頭，只能包含字母、數字和底線，最多 63 個字元',
  },
  'dataModel.reservedWord': {
    zh: '「{name}」是数据库保留字，不能用作表名或字段名',
    en: '"{name}" is a reserved word of SQL and cannot name a table or field',
    zhtw: '「{name}」是資料庫保留字，不能用作表名或欄位名',
  },
  'dataModel.badComment': {
    zh: '说明最多 200 个字符，且不能包含换行等控制字符',
    en: 'A description has at most 200 characters and no line breaks or other control characters',
    zhtw: '說明最多 200 個字元，且不能包含換行等控制字元',
  },
  'dataModel.badType': {
    zh: '字段 {field} 的数据类型「{type}」不支持',
    en: 'The field {field} has an unsupported type "{type}"',
    zhtw: '欄位 {field} 的資料類型「{type}」不支援',
  },
  'dataModel.badVarcharLength': {
    zh: '字段 {field} 是 varchar，长度须为 1 到 {max} 的整数',
    en: 'The field {field} is a varchar: its length must be a whole number from 1 to {max}',
    zhtw: '欄位 {field} 是 varchar，長度須為 1 到 {max} 的整數',
  },
  'dataModel.badDecimalLength': {
    zh: '字段 {field} 是 decimal，长度须写成“精度,小数位”（如 18,2），精度 1 到 {max}，小数位不大于精度',
    en: 'The field {field} is a decimal: write its length as "precision,scale" (e.g. 18,2), precision 1 to {max}, scale at most the precision',
    zhtw: '欄位 {field} 是 decimal，長度須寫成「精度,小數位」（如 18,2），精度 1 到 {max}，小數位不大於精度',
  },
  'dataModel.badDefault': {
    zh: '字段 {field} 的默认值与其数据类型不符',
    en: 'The default value of the field {field} does not fit its type',
    zhtw: '欄位 {field} 的預設值與其資料類型不符',
  },
  'dataModel.noFields': {
    zh: '请至少添加一个字段',
    en: 'Add at least one field',
    zhtw: '請至少新增一個欄位',
  },
  'dataModel.tooManyFields': {
    zh: '一张表最多 {max} 个字段',
    en: 'A table has at most {max} fields',
    zhtw: '一張表最多 {max} 個欄位',
  },
  'dataModel.needPrimaryKey': {
    zh: '请把至少一个字段设为主键',
    en: 'Make at least one field the primary key',
    zhtw: '請把至少一個欄位設為主鍵',
  },
  'dataModel.textPrimaryKey': {
    zh: '字段 {field} 是 text 类型，不能作为主键，请改用 varchar',
    en: 'The field {field} is text and cannot be a primary key; use varchar',
    zhtw: '欄位 {field} 是 text 類型，不能作為主鍵，請改用 varchar',
  },
  'dataModel.duplicateField': {
    zh: '字段名 {field} 重复',
    en: 'The field {field} appears twice',
    zhtw: '欄位名 {field} 重複',
  },
  'dataModel.platformPrefix': {
    zh: '默认数据库中的表名不能以 base_、kysely_、sqlite_ 或 pg_ 开头（平台保留）：{table}',
    en: 'In the default database a table name cannot start with base_, kysely_, sqlite_ or pg_ (kept for the platform): {table}',
    zhtw: '預設資料庫中的表名不能以 base_、kysely_、sqlite_ 或 pg_ 開頭（平台保留）：{table}',
  },
  'dataModel.tableExists': {
    zh: '表 {table} 已存在',
    en: 'The table {table} already exists',
    zhtw: '表 {table} 已存在',
  },
  'dataModel.tableMissing': {
    zh: '该表不存在或已删除',
    en: 'The table does not exist or was dropped',
    zhtw: '該表不存在或已刪除',
  },
  'dataModel.platformTable': {
    zh: '表 {table} 是平台自身的表，只能查看，不能修改或删除',
    en: "The table {table} is one of the platform's own: it can be viewed, not changed or dropped",
    zhtw: '表 {table} 是平台自身的表，只能查看，不能修改或刪除',
  },
  'dataModel.notEmpty': {
    zh: '表 {table} 中还有 {rows} 行数据，只能删除空表',
    en: 'The table {table} still holds {rows} rows; only an empty table can be dropped',
    zhtw: '表 {table} 中還有 {rows} 筆資料，只能刪除空表',
  },
  'dataModel.cannotDropField': {
    zh: '不能移除已有字段 {field}：已有字段只能修改说明',
    en: 'The existing field {field} cannot be removed: existing fields can only get a new description',
    zhtw: '不能移除已有欄位 {field}：已有欄位只能修改說明',
  },
  'dataModel.cannotChangeField': {
    zh: '不能修改已有字段 {field} 的类型、长度、主键、允许空或默认值：已有字段只能修改说明',
    en: 'The type, length, key, nullability or default of the existing field {field} cannot change: existing fields can only get a new description',
    zhtw: '不能修改已有欄位 {field} 的類型、長度、主鍵、允許空值或預設值：已有欄位只能修改說明',
  },
  'dataModel.newFieldPrimaryKey': {
    zh: '新字段 {field} 不能设为主键：已有表的主键不能更改',
    en: 'The new field {field} cannot be a primary key: the key of an existing table does not change',
    zhtw: '新欄位 {field} 不能設為主鍵：已有表的主鍵不能更改',
  },
  'dataModel.newFieldNotNull': {
    zh: '新字段 {field} 须允许空或设置默认值（表中已有的行需要一个值）',
    en: 'The new field {field} must allow null or have a default (rows already in the table need a value)',
    zhtw: '新欄位 {field} 須允許空值或設定預設值（表中已有的資料需要一個值）',
  },
  'dataModel.importNotJson': {
    zh: '导入的文件不是有效的 JSON',
    en: 'The file is not valid JSON',
    zhtw: '匯入的檔案不是有效的 JSON',
  },
  'dataModel.importWrongFile': {
    zh: '该文件不是数据建模导出的表结构文件',
    en: 'The file is not a table definition exported from the data model',
    zhtw: '該檔案不是資料建模匯出的表結構檔案',
  },
  'dataModel.importTooLarge': {
    zh: '导入文件不能超过 {size}',
    en: 'The file may be at most {size}',
    zhtw: '匯入檔案不能超過 {size}',
  },
  'dataModel.databaseError': {
    zh: '数据库返回错误：{error}',
    en: 'The database answered with an error: {error}',
    zhtw: '資料庫傳回錯誤：{error}',
  },
  'commonFields.notFound': {
    zh: '该常用字段不存在或已删除',
    en: 'The common field does not exist or was deleted',
    zhtw: '該常用欄位不存在或已刪除',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof dataSourceMessages, Texts> {}
}
