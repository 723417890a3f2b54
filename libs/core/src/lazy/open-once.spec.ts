import { openOnce } from './open-once.js';

describe('openOnce', () => {
  it('opens on the first call and shares the open, in flight and once open', async () => {
    const open = vi.fn(async () => ({ db: 1 }));
    const resource = openOnce(open);

    expect(open).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([resource.open(), resource.open()]);
    expect(await resource.open()).toBe(a);
    expect(b).toBe(a);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens again on the next call after an open that threw, rather than keeping the failure', async () => {
    const refused = new Error('already initialized with other settings');
    const open = vi
      .fn<() => { db: number }>()
      .mockImplementationOnce(() => {
        throw refused;
      })
      .mockReturnValue({ db: 2 });
    const resource = openOnce(open);

    await expect(resource.open()).rejects.toBe(refused);
    await expect(resource.open()).resolves.toEqual({ db: 2 });
    await resource.open();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens again after an open that rejected, and a call made in the failure handler opens again too', async () => {
    const offline = new Error('app unavailable');
    const open = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline).mockResolvedValue('db');
    const resource = openOnce(open);

    const retried = await resource.open().catch(() => resource.open());
    expect(retried).toBe('db');
    expect(resource.current()).toBeDefined();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens a new resource after forget(), and a failure of the forgotten open leaves the new one alone', async () => {
    let fail!: (error: Error) => void;
    const open = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('second');
    const resource = openOnce(open);

    const first = resource.open();
    expect(resource.forget()).toBe(first);
    const second = resource.open();
    fail(new Error('closed'));
    await expect(first).rejects.toThrow('closed');
    expect(resource.current()).toBe(second);
    await expect(resource.open()).resolves.toBe('second');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
