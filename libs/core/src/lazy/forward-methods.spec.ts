import { forwardMethods } from './forward-methods.js';
import { lazyImplementation } from './lazy-implementation.js';

interface Greeter {
  greet(name: string, punctuation?: string): Promise<string>;
  fail(): Promise<never>;
  name(): string;
}

const greeter: Greeter = {
  greet: async (name, punctuation = '.') => `Hello, ${name}${punctuation}`,
  fail: () => Promise.reject(new RangeError('the implementation failed')),
  name: () => 'greeter',
};

describe('forwardMethods', () => {
  it('loads the implementation on the first call and passes every argument through', async () => {
    const load = vi.fn(async () => greeter);
    const facade = forwardMethods(lazyImplementation(load, { toError: (cause) => new Error('', { cause }) }), [
      'greet',
      'fail',
    ]);

    expect(load).not.toHaveBeenCalled();
    await expect(facade.greet('Ada', '!')).resolves.toBe('Hello, Ada!');
    await expect(facade.greet('Grace')).resolves.toBe('Hello, Grace.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects with the load's typed error, and passes the implementation's own rejections through", async () => {
    const typed = new Error('could not load');
    const offline = forwardMethods(
      lazyImplementation<Greeter>(() => Promise.reject(new TypeError('offline')), { toError: () => typed }),
      ['greet'],
    );
    await expect(offline.greet('Ada')).rejects.toBe(typed);

    const online = forwardMethods(
      lazyImplementation(async () => greeter, { toError: () => typed }),
      ['fail'],
    );
    await expect(online.fail()).rejects.toThrow(RangeError);
  });
});
