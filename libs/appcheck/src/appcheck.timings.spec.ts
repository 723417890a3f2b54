import { APPCHECK_TIMINGS, refreshDelay, throttleWait } from './appcheck.timings.js';

const MINUTE = 60_000;

describe('refreshDelay', () => {
  it('refreshes halfway through the life plus 5 minutes', () => {
    expect(refreshDelay({ issuedAt: 0, expiresAt: 60 * MINUTE }, 0)).toBe(35 * MINUTE);
    expect(refreshDelay({ issuedAt: 0, expiresAt: 60 * MINUTE }, 20 * MINUTE)).toBe(15 * MINUTE);
  });

  it('refreshes short-lived tokens 5 minutes before expiry, and overdue ones at once', () => {
    expect(refreshDelay({ issuedAt: 0, expiresAt: 8 * MINUTE }, 0)).toBe(3 * MINUTE);
    expect(refreshDelay({ issuedAt: 0, expiresAt: 60 * MINUTE }, 59 * MINUTE)).toBe(0);
  });
});

describe('throttleWait', () => {
  it('pauses a day after 403 and 404, and backs off exponentially otherwise', () => {
    expect(throttleWait(403, 3)).toBe(APPCHECK_TIMINGS.throttleLongMs);
    expect(throttleWait(404, 0)).toBe(APPCHECK_TIMINGS.throttleLongMs);
    expect([0, 1, 2, 3].map((failures) => throttleWait(503, failures))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });
});
