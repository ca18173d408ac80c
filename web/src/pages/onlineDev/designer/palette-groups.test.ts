import { describe, expect, it } from 'vitest';
import { paletteGroups } from './palette-groups';

describe('palette groups', () => {
  it('offer the web-only controls to web designs and the flow controls to flow forms', () => {
    expect(paletteGroups()).toEqual(['basic', 'advanced', 'webOnly', 'system', 'layout']);
    expect(paletteGroups(1)).toEqual(['basic', 'advanced', 'webOnly', 'system', 'layout']);
    expect(paletteGroups(3)).toEqual(['basic', 'advanced', 'webOnly', 'flow', 'system', 'layout']);
    expect(paletteGroups(2)).toEqual(['basic', 'advanced', 'system', 'layout']);
    expect(paletteGroups(5)).toEqual(['basic', 'advanced', 'system', 'layout']);
  });
});
