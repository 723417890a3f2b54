import { parseRetryAfter } from './retry-after.js';

describe('parseRetryAfter', () => {
  it.each([
    ['00m:00s', 0],
    ['00m:01s', 1_000],
    ['59m:59s', 3_599_000],
    ['02h:03m:04s', 7_384_000],
    ['01d:00m:00s', 86_400_000],
    ['01d:05h:00m:30s', 104_430_000],
    ['AppCheck: 403 error. Attempts allowed again after 01d:00m:00s (appCheck/initial-throttle).', 86_400_000],
  ])('reads %s as %i ms', (text, ms) => {
    expect(parseRetryAfter(text)).toBe(ms);
  });

  it.each([[undefined], [42], [''], ['soon'], ['1 hour']])('returns undefined for %s', (text) => {
    expect(parseRetryAfter(text)).toBeUndefined();
  });
});
