/** 数据备份 (systemData/dataBackup): its texts; the en and zhtw files beside this one carry the same keys. */
const zhDataBackup = {
  backup: {
    keyword: '请输入文件名查询',
    create: '备份',
    creating: '正在备份…',
    created: '备份完成：{{name}}',
    fileName: '文件名',
    fileSize: '大小',
    dbType: '数据库',
    creator: '创建人',
    creatorTime: '备份时间',
    byTask: '定时任务',
    download: '下载',
    empty: '还没有备份，点击「备份」立即备份数据库',
    deleteConfirm: '删除后备份文件 {{name}} 将从服务器上移除，无法恢复，是否继续？',
    restoreHint: '恢复备份：停止服务后运行 node scripts/restore-backup.mjs <备份文件>',
  },
};

export default zhDataBackup;
