import { describe, expect, it } from 'vitest';
import { workflowRouteOf } from './message';

describe('where a message that is not a notice opens (SPEC §3)', () => {
  it('body type 2 opens 待办 (flowTodo), 3 opens 抄送 (flowCirculate)', () => {
    expect(workflowRouteOf('{"type":2,"id":"9"}')).toBe('/workFlow/flowTodo');
    expect(workflowRouteOf('{"type":"3"}')).toBe('/workFlow/flowCirculate');
  });
  it('any other type, no type, or a body that is not JSON opens 发起 (flowLaunch)', () => {
    expect(workflowRouteOf('{"type":1}')).toBe('/workFlow/flowLaunch');
    expect(workflowRouteOf('{"type":4}')).toBe('/workFlow/flowLaunch');
    expect(workflowRouteOf('{}')).toBe('/workFlow/flowLaunch');
    expect(workflowRouteOf('null')).toBe('/workFlow/flowLaunch');
    expect(workflowRouteOf('<p>not json</p>')).toBe('/workFlow/flowLaunch');
    expect(workflowRouteOf(null)).toBe('/workFlow/flowLaunch');
  });
});
