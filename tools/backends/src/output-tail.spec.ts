import { OutputTail } from './output-tail.js';

describe('OutputTail', () => {
  it('keeps only the last lines, across chunks that split lines', () => {
    const tail = new OutputTail(2);

    tail.push('one\ntw');
    tail.push('o\nthree\nfo');

    expect(tail.text()).toBe('three\nfo');
  });

  it('is empty before any output', () => {
    expect(new OutputTail().text()).toBe('');
  });
});
