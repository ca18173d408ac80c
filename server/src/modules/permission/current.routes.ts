import {
  CERTIFICATE_TYPES,
  EDUCATIONS,
  LANGS,
  LAYOUTS,
  type Lang,
  type Layout,
  PROFILE_TEXT_LIMITS as LIMIT,
} from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import { epochMsSchema } from '../../platform/time-schema.js';
import { captchaKeySchema } from '../oauth/exports.js';
import {
  authorize,
  baseInfo,
  EARLIEST_DATE,
  LATEST_DATE,
  modifyPassword,
  type OwnLogQuery,
  ownLogs,
  type PasswordChange,
  type ProfileInput,
  setAvatar,
  setLanguage,
  setTheme,
  subordinates,
  updateBaseInfo,
} from './current.service.js';
import { subordinateNodes, userOrganizes, userPositions } from './current-lookups.service.js';

const PREFIX = '/api/permission/Users/Current';
const TAGS = ['permission'];

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const day = {
  type: ['integer', 'null'],
  minimum: EARLIEST_DATE,
  maximum: LATEST_DATE - 1,
  description: 'epoch ms of the day, 1900 to 2099',
} as const;
const oneOf = (values: readonly (string | number)[], type: 'string' | 'integer') =>
  ({ type: [type, 'null'], enum: [...values, null] }) as const;

// Fields a user may change about themselves. Anything else in the body (account, organizeId, roles...)
// is dropped by the schema before the handler sees it.
const baseInfoBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    realName: { type: 'string', maxLength: LIMIT.realName },
    nickName: text(LIMIT.nickName),
    gender: oneOf([1, 2], 'integer'),
    birthday: day,
    mobilePhone: text(LIMIT.mobilePhone),
    telePhone: text(LIMIT.telePhone),
    landline: text(LIMIT.landline),
    email: text(LIMIT.email),
    nation: text(LIMIT.nation),
    nativePlace: text(LIMIT.nativePlace),
    entryDate: day,
    certificatesType: oneOf(CERTIFICATE_TYPES, 'string'),
    certificatesNumber: text(LIMIT.certificatesNumber),
    education: oneOf(EDUCATIONS, 'string'),
    urgentContacts: text(LIMIT.urgentContacts),
    urgentTelePhone: text(LIMIT.urgentTelePhone),
    postalAddress: text(LIMIT.postalAddress),
    signature: text(LIMIT.signature),
    description: text(LIMIT.description),
  },
} as const;

const MD5 = { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'lower-case hex md5' } as const;

/** The personal centre (SPEC §7.7, client-facts §5.2): every call acts on the signed-in user only. */
export async function currentUserRoutes(app: FastifyInstance) {
  app.get(
    `${PREFIX}/BaseInfo`,
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'My profile, with organisation, positions, roles and manager' },
    },
    async (request) => ok(request, await baseInfo(contextOf(request))),
  );

  app.put<{ Body: ProfileInput }>(
    `${PREFIX}/BaseInfo`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Change my personal fields (not account, organisation, positions, roles)',
        body: baseInfoBody,
      },
    },
    async (request) => {
      await updateBaseInfo(contextOf(request), request.body);
      return ok(request, null);
    },
  );

  app.put<{ Params: { name: string } }>(
    `${PREFIX}/Avatar/:name`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Wear an image uploaded through /api/file/Uploader/userAvatar as my avatar',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => ok(request, await setAvatar(contextOf(request), request.params.name)),
  );

  app.post<{ Body: PasswordChange }>(
    `${PREFIX}/Actions/ModifyPassword`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary:
          'Change my password (both md5), with the captcha of /api/file/ImageCode; my other sessions end',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['oldPassword', 'password', 'code', 'timestamp'],
          properties: {
            oldPassword: MD5,
            password: MD5,
            code: { type: 'string', maxLength: 20, description: 'what the captcha image shows' },
            timestamp: { ...captchaKeySchema, description: 'the key the captcha image was drawn under' },
          },
        },
      },
    },
    async (request) => {
      await modifyPassword(contextOf(request), request.body);
      return ok(request, null);
    },
  );

  app.put<{ Body: { theme: Layout } }>(
    `${PREFIX}/SystemTheme`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Save my layout; the next login answers it as theme',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['theme'],
          properties: { theme: { type: 'string', enum: [...LAYOUTS] } },
        },
      },
    },
    async (request) => {
      await setTheme(contextOf(request), request.body.theme);
      return ok(request, null);
    },
  );

  app.put<{ Body: { language: Lang } }>(
    `${PREFIX}/SystemLanguage`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Save my language; answers follow it from this reply on',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['language'],
          properties: { language: { type: 'string', enum: [...LANGS] } },
        },
      },
    },
    async (request) => {
      await setLanguage(contextOf(request), request.body.language);
      request.lang = request.body.language;
      return ok(request, null);
    },
  );

  app.get(
    `${PREFIX}/Subordinate`,
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Users whose direct manager I am' },
    },
    async (request) => ok(request, await subordinates(contextOf(request))),
  );

  app.get<{ Params: { id: string } }>(
    `${PREFIX}/Subordinate/:id`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'The 我的下属 tree, a level at a time: 0 answers me, a user id the people that user manages',
        description:
          'A bare array of {id, avatar, userName, isLeaf, department, position}; ids at or below me only.',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => ok(request, await subordinateNodes(contextOf(request), request.params.id)),
  );

  app.get(
    `${PREFIX}/getUserOrganizes`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'The organisations I belong to (a bare array), the current one isDefault',
      },
    },
    async (request) => ok(request, await userOrganizes(contextOf(request))),
  );

  app.get(
    `${PREFIX}/getUserPositions`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'My positions in my organisation (a bare array), the main one isDefault',
      },
    },
    async (request) => ok(request, await userPositions(contextOf(request))),
  );

  app.get(
    `${PREFIX}/Authorize`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'My menus as a tree, with the buttons, columns and forms granted on each',
      },
    },
    async (request) => ok(request, await authorize(contextOf(request))),
  );

  app.get<{ Querystring: OwnLogQuery }>(
    `${PREFIX}/SystemLog`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'My own login (category 1) or request (category 5) log, newest first',
        querystring: {
          type: 'object',
          properties: {
            currentPage: pageQuerySchema.currentPage,
            pageSize: pageQuerySchema.pageSize,
            keyword: pageQuerySchema.keyword,
            category: { type: 'integer', enum: [1, 5], default: 1 },
            startTime: epochMsSchema('epoch ms, from the start of that day'),
            endTime: epochMsSchema('epoch ms, to the end of that day'),
          },
        },
      },
    },
    async (request) => ok(request, await ownLogs(contextOf(request), request.query)),
  );
}
