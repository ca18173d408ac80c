import { describe, expect, it } from 'vitest';
import { workflowLinkOf, workflowRouteOf } from './message';

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

describe('workflowLinkOf', () => {
  it('names the request (and the to-do) the message is about', () => {
    expect(workflowLinkOf('{"type":2,"id":"t9","taskOperatorId":"op1"}')).toBe(
      '/workFlow/flowTodo?id=t9&taskOperatorId=op1',
    );
    expect(workflowLinkOf('{"type":1,"id":"t9"}')).toBe('/workFlow/flowLaunch?id=t9');
    expect(workflowLinkOf('{"type":3,"id":42}')).toBe('/workFlow/flowCirculate?id=42');
  });

  it('opens the bare list when the body names no usable id', () => {
    expect(workflowLinkOf('{"type":2}')).toBe('/workFlow/flowTodo');
    expect(workflowLinkOf('{"type":2,"id":"../x?y"}')).toBe('/workFlow/flowTodo');
    expect(workflowLinkOf('{"type":3,"id":"t9","taskOperatorId":"a b"}')).toBe(
      '/workFlow/flowCirculate?id=t9',
    );
    expect(workflowLinkOf('<p>not json</p>')).toBe('/workFlow/flowLaunch');
    expect(workflowLinkOf(null)).toBe('/workFlow/flowLaunch');
  });
});
