/** SPEC §2.1, §9: every navigation scrolls to the top in an 800 ms animation. */
export const SCROLL_TO_TOP_MS = 800;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

let running = 0;

/** Scrolls the page to the top over `duration` ms; a newer call takes over from an older one. */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const run = ++running;
  const began = performance.now();
  const step = (now: number) => {
    if (run !== running) return;
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start * (1 - easeInOutQuad(progress)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
