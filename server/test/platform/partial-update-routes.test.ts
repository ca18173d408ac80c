import { describe, expect, it } from 'vitest';
import { WORKFLOW_CASES } from '../workflow/partial-update-cases-workflow.js';
import { DATA_CASES } from './partial-update-cases-data.js';
import { PERMISSION_CASES } from './partial-update-cases-permission.js';
import { SYSTEM_CASES } from './partial-update-cases-system.js';
import { VISUALDEV_CASES } from './partial-update-cases-visualdev.js';
import { bodySchema, type Json, t, usePartialUpdateApp } from './partial-update-fixture.js';

/** Issue 13, item 3: every PUT route of the app has a partial-update case, or a reason it needs none. */

const CASES = [...PERMISSION_CASES, ...SYSTEM_CASES, ...DATA_CASES, ...VISUALDEV_CASES, ...WORKFLOW_CASES];

/** PUT routes without a partial update to check, each with the reason and how the schema shows it. */
const EXCLUDED: { route: string; reason: string; schema: 'no body' | 'every field required' }[] = [
  ...[
    '/api/permission/Users/:id/Actions/State',
    '/api/permission/Organize/:id/Actions/State',
    '/api/permission/Organize/Department/:id/Actions/State',
    '/api/permission/Position/:id/Actions/State',
    '/api/permission/Role/:id/Actions/State',
    '/api/system/Menu/:id/Actions/State',
    '/api/system/ModuleButton/:id/Actions/State',
    '/api/system/ModuleColumn/:id/Actions/State',
    '/api/system/ModuleForm/:id/Actions/State',
    '/api/system/ModuleDataAuthorizeScheme/:id/Actions/State',
    '/api/system/Map/:id/Actions/State',
    '/api/system/Area/:id/Actions/State',
    '/api/system/BillRule/:id/Actions/State',
    '/api/system/DictionaryData/:id/Actions/State',
    '/api/system/DataInterface/:id/Actions/State',
    '/api/scheduletask/:id/Actions/Enable',
    '/api/scheduletask/:id/Actions/Stop',
    '/api/message/:id/Actions/Release',
    '/api/workflow/Engine/FlowLaunch/:id/Actions/Withdraw',
  ].map((route) => ({
    route,
    reason: 'a state action: it takes no body and changes only the state it names',
    schema: 'no body' as const,
  })),
  {
    route: '/api/visualdev/Base/:id/Versions/:version/Actions/Restore',
    reason: 'the released version named in the path is the whole change; there is no body',
    schema: 'no body',
  },
  {
    route: '/api/permission/Users/Current/Avatar/:name',
    reason: 'the image named in the path is the whole change; there is no body',
    schema: 'no body',
  },
  {
    route: '/api/permission/Users/Current/SystemTheme',
    reason: 'the body is one required value (theme), nothing optional to keep',
    schema: 'every field required',
  },
  {
    route: '/api/permission/Users/Current/SystemLanguage',
    reason: 'the body is one required value (language), nothing optional to keep',
    schema: 'every field required',
  },
  {
    route: '/api/permission/OrganizeAdministrator/:userId',
    reason: 'the required list is the whole delegation, each entry with every switch required',
    schema: 'every field required',
  },
];

/** Every PUT route the app has, read from its router (printRoutes draws them as a tree). */
function putRoutes(): string[] {
  const tree = t.app.printRoutes({ method: 'PUT', commonPrefix: false });
  const routes: string[] = [];
  const above: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? above[depth - 1] : '') + match[2];
    above[depth] = path;
    above.length = depth + 1;
    if (match[3]?.split(', ').includes('PUT')) routes.push(path);
  }
  return routes;
}

usePartialUpdateApp();

describe('every PUT route is accounted for', () => {
  it('reads the routes of the app (the table below is checked against them)', () => {
    const routes = putRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('/api/system/Menu/:id');
    expect(routes).toContain('/api/system/Menu/:id/Actions/State');
    expect(routes).toContain('/api/system/DataModel/:linkId/Table');
  });

  it('each is covered by a case below or excluded with a reason', () => {
    const known = new Set([...CASES.map((c) => c.route), ...EXCLUDED.map((e) => e.route)]);
    expect(putRoutes().filter((route) => !known.has(route))).toEqual([]);
    // and nothing in the tables names a route the app no longer has
    expect([...known].filter((route) => !putRoutes().includes(route))).toEqual([]);
  });

  it.each(EXCLUDED.map((e) => [e.route, e]))('%s: excluded because its schema shows it', (_, e) => {
    const schema = bodySchema(e.route);
    if (e.schema === 'no body') expect(schema, e.reason).toBeUndefined();
    else {
      const properties = Object.keys((schema?.properties ?? {}) as Json);
      const required = (schema?.required ?? []) as string[];
      expect(properties.length, e.reason).toBeGreaterThan(0);
      expect(
        properties.filter((p) => !required.includes(p)),
        e.reason,
      ).toEqual([]);
    }
  });
});
