import { countListeners } from './listener-count.js';

const port = () => {
  const listeners = new Set<() => void>();
  return {
    listeners,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    name: 'port',
  };
};

describe('countListeners', () => {
  it('counts the listeners open on the method, and the most at once', () => {
    const target = port();
    const counted = countListeners(target, 'subscribe');
    const first = counted.port.subscribe(() => undefined);
    const second = counted.port.subscribe(() => undefined);
    first();
    expect(counted.open()).toBe(1);
    expect(counted.peak()).toBe(2);
    expect(target.listeners.size).toBe(1);
    second();
    expect(counted.open()).toBe(0);
  });

  it('counts an unsubscribe called twice once, and leaves other members alone', () => {
    const counted = countListeners(port(), 'subscribe');
    const unsubscribe = counted.port.subscribe(() => undefined);
    unsubscribe();
    unsubscribe();
    expect(counted.open()).toBe(0);
    expect(counted.port.name).toBe('port');
  });
});
