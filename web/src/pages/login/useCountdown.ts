import { useEffect, useRef, useState } from 'react';

/**
 * The get-code button's wait: counts whole seconds down to 0 from an end time (so a busy tab does not
 * drift), remembers that a code was asked for, and holds the button while the request is out.
 */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const [used, setUsed] = useState(false);
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const start = (total: number) => {
    stop();
    const end = Date.now() + total * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) stop();
    };
    setHolding(false);
    setUsed(true);
    tick();
    timer.current = setInterval(tick, 250);
  };

  return {
    seconds,
    used,
    holding,
    start,
    hold: () => setHolding(true),
    release: () => setHolding(false),
  };
}
