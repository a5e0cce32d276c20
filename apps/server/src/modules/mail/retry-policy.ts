/** About 1 minute, doubling, capped at 1 hour, for up to 3 days; then the message is marked failed. */
export const RETRY_POLICY = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
} as const;

/** Delay before the next try after `attempts` failed tries (attempts >= 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(RETRY_POLICY.firstDelayMs * 2 ** exponent, RETRY_POLICY.maxDelayMs);
}

/** True once the next try would start after the retry window that began at `queuedAt`. */
export function shouldGiveUp(queuedAt: Date, now: Date, nextDelayMs: number): boolean {
  return now.getTime() + nextDelayMs - queuedAt.getTime() > RETRY_POLICY.giveUpAfterMs;
}
