import { seedId } from '../../../db/seed/seed-id.js';
import { RequestContext } from '../../../platform/context.js';
import type { AppServices } from '../../../platform/services.js';
import { createDelegate } from '../runtime/delegate.service.js';
import { type LaunchBody, launchRequest } from '../runtime/launch.service.js';
import { decide } from '../runtime/task-actions.service.js';
import { engineId } from './workflow.examples.js';

/**
 * A first start's example requests (decision 079): launched, approved and rejected through the same
 * services the approval centre calls, as the seeded people, so that every list of 工作流程 has something to
 * show and every example can be acted on (the administrator's to-do items are real tasks). Runs once, after
 * the seed wrote the example flows.
 */

const DAY = 86_400_000;

/** Acting as a seeded person, the way a signed-in session would. */
async function actingAs(services: AppServices, account: string): Promise<RequestContext> {
  const user = await services.db
    .selectFrom('baseUser')
    .select(['id', 'account', 'realName', 'isAdministrator', 'language'])
    .where('id', '=', seedId(`user:${account}`))
    .where('deleteMark', 'is', null)
    .executeTakeFirstOrThrow();
  const session = {
    id: `first-start:${account}`,
    createdAt: services.clock.now(),
    user: { ...user, isAdministrator: user.isAdministrator === 1, stamp: 'first-start' },
  };
  return new RequestContext(services, { kind: 'user', session }, 'zh');
}

/** The person's open task on a request (what their 待办事宜 lists). */
async function openTask(ctx: RequestContext, requestId: string): Promise<string> {
  const row = await ctx.services.db
    .selectFrom('flowTaskOperator')
    .select('id')
    .where('taskId', '=', requestId)
    .where('handleId', '=', ctx.user.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function launch(ctx: RequestContext, flow: string, body: Omit<LaunchBody, 'flowId' | 'status'>) {
  const { id } = await launchRequest(ctx, { ...body, flowId: engineId(flow), status: 0 });
  return id;
}

export async function runExampleRequests(services: AppServices): Promise<void> {
  const now = services.clock.now();
  const admin = await actingAs(services, 'admin');
  const huangmin = await actingAs(services, 'huangmin');

  // 马军's leave: his manager's step passes (no manager is set), it waits on 人事备案 (the administrator).
  await launch(await actingAs(services, 'majun'), 'leaveFlow', {
    fullName: '马军的年假申请',
    formData: {
      applicant: '马军',
      leave_type: '年假',
      days: 2,
      start_time: now + 7 * DAY,
      end_time: now + 8 * DAY,
      reason: '年底回老家探亲，工作已交接给胡杰',
    },
  });

  // 朱婷's trip, approved by the administrator: finished.
  const trip = await launch(await actingAs(services, 'zhuting'), 'travelFlow', {
    fullName: '北京客户现场部署出差',
    flowUrgent: 2,
    formData: {
      applyDate: now,
      vehicle: '高铁',
      departure: '上海',
      destination: '北京',
      startDate: now + 3 * DAY,
      endDate: now + 5 * DAY,
      travelDays: 3,
      estimatedCost: 4200,
      reason: '为北京客户现场部署新版系统并培训使用人员',
    },
  });
  await decide(admin, await openTask(admin, trip), 'approve', { handleOpinion: '同意，注意控制差旅费用' });

  // 徐浩's purchase, rejected back to him; 宋佳's waits on the administrator.
  const monitors = await launch(await actingAs(services, 'xuhao'), 'purchaseFlow', {
    fullName: '市场部显示器采购',
    formData: {
      applyDate: now,
      purchaseType: '电子设备',
      items: [{ goodsName: '27英寸显示器', specification: '4K', unit: '台', quantity: 4, price: 2399 }],
      reason: '市场部设计岗位更换双屏办公',
    },
  });
  await decide(admin, await openTask(admin, monitors), 'reject', {
    handleOpinion: '请补充两家供应商的报价后重新提交',
  });
  await launch(await actingAs(services, 'songjia'), 'purchaseFlow', {
    fullName: '销售部办公用品采购',
    formData: {
      applyDate: now,
      purchaseType: '办公用品',
      supplier: '晨光文具',
      items: [
        { goodsName: 'A4打印纸', specification: '70g', unit: '箱', quantity: 10, price: 135 },
        { goodsName: '签字笔', specification: '0.5mm黑色', unit: '盒', quantity: 20, price: 18 },
      ],
      reason: '第四季度办公用品补充',
    },
  });

  // 通用审批: the administrator's own request waits on 黄敏; 周强's passed her (copying the administrator
  // in) and waits on the general manager.
  await launch(admin, 'generalFlow', {
    fullName: '机房服务器扩容申请',
    flowUrgent: 3,
    formData: {
      applyDate: now,
      category: 'IT支持',
      content: '业务系统上线后数据库服务器负载持续偏高，申请新增两台应用服务器并扩容存储至 20TB。',
    },
  });
  const network = await launch(await actingAs(services, 'zhouqiang'), 'generalFlow', {
    fullName: '办公网络升级申请',
    formData: {
      applyDate: now,
      category: 'IT支持',
      content: '总部办公网络升级为千兆到桌面，更换核心交换机一台、接入交换机六台。',
    },
  });
  await decide(huangmin, await openTask(huangmin, network), 'approve', { handleOpinion: '方案可行，同意' });

  // The administrator's entrust, planned: 黄敏 approves leave requests while he is on holiday.
  await createDelegate(admin, {
    toUserId: huangmin.user.id,
    flowId: engineId('leaveFlow'),
    startTime: now + 10 * DAY,
    endTime: now + 24 * DAY,
    description: '年底休假期间，请假审批委托黄敏代办',
  });
}
