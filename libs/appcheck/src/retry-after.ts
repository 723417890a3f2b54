const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const DURATION = /(?:(\d+)d:)?(?:(\d+)h:)?(\d+)m:(\d+)s/;

/**
 * Reads the remaining wait the SDK writes into its throttling errors, such as
 * `01d:00m:00s` or `02h:03m:04s`, from that text alone or from a whole message.
 * Returns milliseconds, or `undefined` when there is no such duration.
 */
export function parseRetryAfter(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const [, days = '0', hours = '0', minutes, seconds] = match;
  return Number(days) * DAY + Number(hours) * HOUR + Number(minutes) * MINUTE + Number(seconds) * SECOND;
}
