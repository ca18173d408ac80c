import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_TOP_MS, scrollToTop } from './scroll';

describe('scroll to top on navigation (SPEC §2.1, §9: 800 ms)', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  const positions: number[] = [];

  beforeEach(() => {
    now = 0;
    frames = [];
    positions.length = 0;
    vi.stubGlobal('performance', { now: () => now });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('window', {
      scrollY: 1000,
      scrollTo: (_x: number, y: number) => positions.push(y),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Runs the animation frames due at `at` ms. */
  const frameAt = (at: number) => {
    now = at;
    const due = frames;
    frames = [];
    for (const frame of due) frame(at);
  };

  it('animates over 800 ms: part of the way at 400 ms, at the top at 800 ms, then stops', () => {
    expect(SCROLL_TO_TOP_MS).toBe(800);
    scrollToTop();
    frameAt(400);
    expect(positions.at(-1)).toBeGreaterThan(0);
    expect(positions.at(-1)).toBeLessThan(1000);
    frameAt(800);
    expect(positions.at(-1)).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
