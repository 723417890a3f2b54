import { createMemoryAuth } from './memory-auth.js';

describe('memory auth session start', () => {
  it('reports a session that cannot start to subscribers, with its typed error', async () => {
    const auth = createMemoryAuth({ users: [{ email: 'not-an-email', password: 'secret12' }] });
    const onError = vi.fn();
    const states: string[] = [];
    const stop = auth.subscribe((state) => states.push(state.status), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'auth/invalid-email' });
    expect(states).toEqual(['unknown']);
    stop();
  });

  it('says nothing to a subscriber that has already left', async () => {
    const auth = createMemoryAuth({ users: [{ email: 'not-an-email', password: 'secret12' }] });
    const onError = vi.fn();
    auth.subscribe(() => undefined, onError)();
    await expect(auth.ready()).rejects.toMatchObject({ code: 'auth/invalid-email' });
    expect(onError).not.toHaveBeenCalled();
  });
});
