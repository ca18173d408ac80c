import type { Lang } from '../i18n';
import type {
  ApproverProperties,
  CopyProperties,
  FlowCondition,
  FlowNode,
  FlowTemplate,
  StartProperties,
  SubFlowProperties,
  TimerProperties,
} from './types';
import { linkPrevIds, walkFlow } from './walk';

/**
 * What a designer card says about its node (the original's `content`), in the user's language, and what
 * a save derives from the start node: who may launch the flow (FLOW_ENGINEVISIBLE, server-facts §1).
 * Ids are shown by name through `names` (users, positions, roles, flows, nodes), else as they are.
 */

type Texts = Record<Lang, string>;
const t = (zh: string, en: string, zhtw: string): Texts => ({ zh, en, zhtw });

const TEXT = {
  everyone: t('所有人', 'Everyone', '所有人'),
  setApprovers: t('请设置审批人', 'Choose the approvers', '請設置審批人'),
  manager: t('发起人的第{n}级主管', "The initiator's manager, level {n}", '發起人的第{n}級主管'),
  departmentHead: t('发起人的部门主管', "The initiator's department head", '發起人的部門主管'),
  initiator: t('发起者本人', 'The initiator', '發起者本人'),
  formField: t(
    '表单字段【{field}】中的人员',
    'The people in the field "{field}"',
    '表單字段【{field}】中的人員',
  ),
  step: t('【{node}】的审批人', 'Who approved "{node}"', '【{node}】的審批人'),
  service: t('接口【{url}】返回的人员', 'The people "{url}" returns', '接口【{url}】返回的人員'),
  chosenCopy: t('发起人自选', 'Chosen by the initiator', '發起人自選'),
  setCopy: t('请设置抄送人', 'Choose who gets a copy', '請設置抄送人'),
  timer: t('将于{time}后流转', 'Moves on after {time}', '將於{time}後流轉'),
  setTimer: t('请设置时间', 'Set the time', '請設置時間'),
  setSubFlow: t('请选择子流程', 'Choose the sub-flow', '請選擇子流程'),
  otherwise: t('其他情况进入此流程', 'Otherwise this branch runs', '其他情況進入此流程'),
  setConditions: t('请设置条件', 'Set the conditions', '請設置條件'),
  and: t('并且', 'and', '並且'),
  or: t('或者', 'or', '或者'),
  separator: t('、', ', ', '、'),
};

const UNITS: [keyof TimerProperties & string, Texts][] = [
  ['day', t('{n}天', '{n} d ', '{n}天')],
  ['hour', t('{n}小时', '{n} h ', '{n}小時')],
  ['minute', t('{n}分钟', '{n} min ', '{n}分鐘')],
  ['second', t('{n}秒', '{n} s', '{n}秒')],
];

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

function approverContent(
  p: Partial<ApproverProperties>,
  lang: Lang,
  named: (ids: string[]) => string,
): string {
  switch (Number(p.assigneeType ?? 6)) {
    case 1:
      return fill(TEXT.manager[lang], { n: Number(p.managerLevel ?? 1) });
    case 2:
      return TEXT.departmentHead[lang];
    case 3:
      return TEXT.initiator[lang];
    case 4:
      return fill(TEXT.formField[lang], { field: String(p.formField ?? '') });
    case 5:
      return fill(TEXT.step[lang], { node: named([String(p.nodeId ?? '')]) });
    case 9:
      return fill(TEXT.service[lang], { url: String(p.getUserUrl ?? '') });
    default: {
      const people = [...list(p.approvers), ...list(p.approverPos), ...list(p.approverRole)];
      return people.length ? named(people) : TEXT.setApprovers[lang];
    }
  }
}

function conditionContent(rules: FlowCondition[], lang: Lang): string {
  if (!rules.length) return TEXT.setConditions[lang];
  return rules
    .map((rule, index) => {
      const value = Array.isArray(rule.filedValue)
        ? rule.filedValue.join(',')
        : String(rule.filedValue ?? '');
      const line = `[${rule.fieldName || rule.field} ${rule.symbol} ${value}]`;
      if (index === rules.length - 1) return line;
      return `${line} ${rule.logic === '||' ? TEXT.or[lang] : TEXT.and[lang]}`;
    })
    .join('\n');
}

/** The text a designer card shows for a node. */
export function nodeContent(
  node: FlowNode,
  lang: Lang = 'zh',
  names: Readonly<Record<string, string>> = {},
  isDefault = false,
): string {
  const named = (ids: string[]) => ids.map((id) => names[id] ?? id).join(TEXT.separator[lang]);
  switch (node.type) {
    case 'start': {
      const p = node.properties as Partial<StartProperties>;
      const people = [...list(p.initiator), ...list(p.initiatePos), ...list(p.initiateRole)];
      return people.length ? named(people) : TEXT.everyone[lang];
    }
    case 'approver':
      return approverContent(node.properties, lang, named);
    case 'copy': {
      const p = node.properties as Partial<CopyProperties>;
      const members = list(p.menbers);
      if (members.length) return named(members);
      return p.userOptional === true ? TEXT.chosenCopy[lang] : TEXT.setCopy[lang];
    }
    case 'timer': {
      const p = node.properties as Partial<TimerProperties>;
      const parts = UNITS.filter(([unit]) => Number(p[unit] ?? 0) > 0).map(([unit, text]) =>
        fill(text[lang], { n: Number(p[unit]) }),
      );
      return parts.length ? fill(TEXT.timer[lang], { time: parts.join('').trim() }) : TEXT.setTimer[lang];
    }
    case 'subFlow': {
      const flowId = (node.properties as Partial<SubFlowProperties>).flowId;
      return flowId ? (names[flowId] ?? flowId) : TEXT.setSubFlow[lang];
    }
    case 'condition':
      return isDefault ? TEXT.otherwise[lang] : conditionContent(node.properties.conditions ?? [], lang);
    default:
      return '';
  }
}

export interface FlowVisibility {
  /** 0 everyone may launch, 1 only those listed */
  visibleType: 0 | 1;
  entries: { operatorType: 'user' | 'Position' | 'Role'; operatorId: string }[];
}

/** Who may launch a flow, from its start node (rebuilt on every save, as the original does). */
export function flowVisibility(flow: FlowTemplate): FlowVisibility {
  const p = flow.properties as Partial<StartProperties>;
  const entries = [
    ...list(p.initiator).map((operatorId) => ({ operatorType: 'user' as const, operatorId })),
    ...list(p.initiatePos).map((operatorId) => ({ operatorType: 'Position' as const, operatorId })),
    ...list(p.initiateRole).map((operatorId) => ({ operatorType: 'Role' as const, operatorId })),
  ];
  return { visibleType: entries.length ? 1 : 0, entries };
}

/**
 * What is kept of a design on save: the chart's runtime colouring (`state`) is dropped and every prevId
 * names the node above, whatever the client sent.
 */
export function normaliseFlow(flow: FlowTemplate): FlowTemplate {
  const next = structuredClone(flow);
  for (const { node } of walkFlow(next)) delete node.state;
  return linkPrevIds(next);
}
