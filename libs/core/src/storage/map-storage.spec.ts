import { createMapStorage } from './map-storage.js';

describe('createMapStorage', () => {
  it('keeps strings by key, as a browser storage does', () => {
    const storage = createMapStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', 'one');
    storage.setItem('a', 'two');
    expect(storage.getItem('a')).toBe('two');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('throws a QuotaExceededError past maxChars, keeping the old value, and has room again once values shrink', () => {
    const storage = createMapStorage({ maxChars: 10 });
    storage.setItem('k', '12345');
    expect(() => storage.setItem('k', '1234567890')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(storage.getItem('k')).toBe('12345');
    expect(() => storage.setItem('j', '12345')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
    storage.setItem('k', '1');
    storage.setItem('j', '1234');
    expect([...storage.entries]).toEqual([
      ['k', '1'],
      ['j', '1234'],
    ]);
  });
});
