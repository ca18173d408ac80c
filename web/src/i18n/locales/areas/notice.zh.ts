/** 系统公告: texts of this area's screens (administration; spread into zh.admin.ts). */
const zhNotice = {
  notice: {
    title: '系统公告',
    keyword: '请输入标题查询',
    add: '新建公告',
    edit: '编辑公告',
    noticeTitle: '标题',
    titlePlaceholder: '请输入公告标题',
    titleRequired: '请输入公告标题',
    titleTooLong: '标题不能超过{{max}}个字符',
    body: '公告内容',
    bodyPlaceholder: '请输入公告内容',
    creatorUser: '创建人',
    creatorTime: '创建时间',
    releaseTime: '发送时间',
    state: '状态',
    draft: '存草稿',
    released: '已发送',
    release: '发布',
    releaseConfirm: '确定发布公告「{{title}}」吗？发布后全体用户都会收到，且不能再修改。',
    releaseDone: '发布成功，已发送给{{count}}位用户',
    saved: '已保存为草稿',
    preview: '预览',
    noBody: '此公告没有正文',
    empty: '还没有公告，点击「新建公告」写第一条',
    noMatch: '没有符合条件的公告',
  },
  richText: {
    imageOnly: '只能插入 PNG、JPEG、GIF 或 WebP 图片',
  },
};

export default zhNotice;
