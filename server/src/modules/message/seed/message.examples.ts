import { MessageType, PRODUCT_NAME } from '@app/common';
import { type SeedExamples, seededBy } from '../../../db/seed/examples.js';
import { seedId } from '../../../db/seed/seed-id.js';
import { deliverToEveryone } from '../message-delivery.js';

/**
 * The message area's example for a first start (decision 066): a released welcome notice that every
 * seeded user holds an unread copy of, as a release from 系统公告 gives them.
 */

export const WELCOME_NOTICE_ID = seedId('example:notice:welcome');

const WELCOME_BODY = [
  `<h3>欢迎使用${PRODUCT_NAME}</h3>`,
  '<p>平台已为您准备好一套示例数据，登录后即可体验各项功能：</p>',
  '<ul>',
  '<li><strong>组织权限</strong>：华夏数智集团的公司、部门、岗位、角色与 30 位员工，黄敏为两家子公司的分级管理员；</li>',
  '<li><strong>系统数据</strong>：“演示业务库”数据连接（客户、产品、销售订单）及其上的数据接口；</li>',
  '<li><strong>系统管理</strong>：请假单、报销单、采购单、合同等单据规则，数据库备份与日志清理两个定时任务。</li>',
  '</ul>',
  '<p>示例员工的初始密码为 123456。正式使用前，请在“系统配置”中设置系统名称与登录策略，并修改管理员密码。</p>',
].join('');

export const messageExamples: SeedExamples = {
  rows(now) {
    return [
      {
        table: 'baseMessage',
        row: {
          ...seededBy(now),
          id: WELCOME_NOTICE_ID,
          type: MessageType.notice,
          title: `欢迎使用${PRODUCT_NAME}`,
          bodyText: WELCOME_BODY,
          enabledMark: 1,
          releaseTime: now,
          lastModifyTime: now,
          lastModifyUserId: seededBy(now).creatorUserId,
        },
      },
    ];
  },
  async complete(trx) {
    const delivered = await trx
      .selectFrom('baseMessageReceive')
      .select('userId')
      .where('messageId', '=', WELCOME_NOTICE_ID)
      .limit(1)
      .executeTakeFirst();
    if (!delivered) await deliverToEveryone(trx, WELCOME_NOTICE_ID);
  },
};
