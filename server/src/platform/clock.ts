/** Time source for services, so tests can move time forward (token expiry, lockout). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
