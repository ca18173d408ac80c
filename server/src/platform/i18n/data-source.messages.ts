// Sentences of 数据连接 and 数据建模 (issue 7 parts 1 and 2), spread into messages.ts.
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
} as const;
