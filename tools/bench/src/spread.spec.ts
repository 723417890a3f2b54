import { formatSpread, middleHalf, spreadOf } from './spread.js';

describe('spreadOf and formatSpread', () => {
  it('give the median and the range', () => {
    expect(formatSpread(spreadOf([3, 1, 2, 10]), String)).toBe('2.5 (1–10)');
  });
});

describe('middleHalf', () => {
  it('gives the first and third quartiles, by nearest rank', () => {
    expect(middleHalf([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ low: 2, high: 6 });
    expect(middleHalf([0.9, 1.2, 1, 1.1, 0.95])).toEqual({ low: 0.95, high: 1.1 });
    expect(middleHalf([7])).toEqual({ low: 7, high: 7 });
  });

  it('refuses no values', () => {
    expect(() => middleHalf([])).toThrow();
  });
});
