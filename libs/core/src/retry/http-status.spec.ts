import { httpStatusOf, isRetryableStatus } from './http-status.js';

describe('httpStatusOf', () => {
  it('finds the status wherever the SDK puts it', () => {
    expect(httpStatusOf({ status: 503 })).toBe(503);
    expect(httpStatusOf({ customData: { httpStatus: 429 } })).toBe(429);
    expect(httpStatusOf({ customData: { serverCode: 500 } })).toBe(500);
    expect(httpStatusOf({ customData: { status: '504' } })).toBe(504);
  });

  it('ignores anything that is not an HTTP status', () => {
    expect(httpStatusOf(undefined)).toBeUndefined();
    expect(httpStatusOf('503')).toBeUndefined();
    expect(httpStatusOf({ status: 'UNAVAILABLE' })).toBeUndefined();
    expect(httpStatusOf({ status: 42 })).toBeUndefined();
  });

  it('treats exactly 429, 500, 503 and 504 as retryable', () => {
    const retryable = Array.from({ length: 500 }, (_, i) => i + 100).filter(isRetryableStatus);
    expect(retryable).toEqual([429, 500, 503, 504]);
  });
});
