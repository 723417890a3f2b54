import { roundsOf } from './chunk-loads.js';

describe('roundsOf', () => {
  it('counts requests started together as one round, and one that waited a latency for another as the next', () => {
    expect(roundsOf([], 150)).toBe(0);
    expect(roundsOf([1000, 1004, 1030], 150)).toBe(1);
    expect(roundsOf([1000, 1004, 1152, 1160, 1305], 150)).toBe(3);
  });
});
