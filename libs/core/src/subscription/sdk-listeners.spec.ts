import { createSdkListeners } from './sdk-listeners.js';

/** An SDK that, like `onMessage`, keeps one handler: its unsubscribe clears whichever handler is current. */
function oneHandlerSdk() {
  let handler: ((value: string) => void) | null = null;
  let opens = 0;
  return {
    opens: () => opens,
    handler: () => handler,
    deliver: (value: string) => handler?.(value),
    async onMessage(next: (value: string) => void) {
      await Promise.resolve();
      opens += 1;
      handler = next;
      return () => {
        handler = null;
      };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSdkListeners', () => {
  it('keeps the SDK listener open through a StrictMode unmount and remount', async () => {
    const sdk = oneHandlerSdk();
    const messages = createSdkListeners<string, Error>({
      open: ({ emit }) => sdk.onMessage(emit),
      toError: (error) => error as Error,
    });
    const heard: string[] = [];
    messages.add((value) => heard.push(value))();
    const stop = messages.add((value) => heard.push(value));
    await messages.settled();
    await settle();
    sdk.deliver('hello');
    expect(heard).toEqual(['hello']);
    stop();
    await messages.settled();
    expect(sdk.handler()).toBeNull();
  });

  it('closes only after the open it undoes, and opens after the close before it', async () => {
    const sdk = oneHandlerSdk();
    const messages = createSdkListeners<string, Error>({
      open: ({ emit }) => sdk.onMessage(emit),
      toError: (error) => error as Error,
    });
    const heard: string[] = [];
    const first = messages.add(() => undefined);
    await messages.settled();
    first();
    messages.add((value) => heard.push(value));
    await messages.settled();
    await settle();
    sdk.deliver('after');
    expect(heard).toEqual(['after']);
  });

  it('tells a failed open to the listeners and opens again for the next listener', async () => {
    let attempts = 0;
    const messages = createSdkListeners<string, Error>({
      open: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no app');
        return () => undefined;
      },
      toError: (error) => error as Error,
    });
    const errors: unknown[] = [];
    messages.add(
      () => undefined,
      (error) => errors.push(error),
    );
    await messages.settled();
    expect(errors).toEqual([new Error('no app')]);
    messages.add(() => undefined);
    await messages.settled();
    expect(attempts).toBe(2);
  });

  it('opens again after the SDK lost its listener, and drops what a closed listener hears', async () => {
    const sinks: { emit(value: string): void; lost(error: Error): void }[] = [];
    const messages = createSdkListeners<string, Error>({
      open: (sink) => {
        sinks.push(sink);
        return () => undefined;
      },
      toError: (error) => error as Error,
    });
    const heard: unknown[] = [];
    messages.add(
      (value) => heard.push(value),
      (error) => heard.push(error.message),
    );
    await messages.settled();
    sinks[0]?.lost(new Error('stream closed'));
    sinks[0]?.emit('stale');
    messages.add(() => undefined);
    await messages.settled();
    sinks[1]?.emit('fresh');
    expect(heard).toEqual(['stream closed', 'fresh']);
    expect(sinks).toHaveLength(2);
  });

  it('delivers every event, one equal to the event before it included, unless equals says otherwise', async () => {
    const sinks: { emit(value: string): void }[] = [];
    const open = (sink: { emit(value: string): void }) => {
      sinks.push(sink);
      return () => undefined;
    };
    const every = createSdkListeners<string, Error>({ open, toError: (error) => error as Error });
    const distinct = createSdkListeners<string, Error>({
      open,
      toError: (error) => error as Error,
      equals: (a, b) => a === b,
    });
    const heard: string[] = [];
    every.add((value) => heard.push(`every ${value}`));
    distinct.add((value) => heard.push(`distinct ${value}`));
    await Promise.all([every.settled(), distinct.settled()]);
    for (const sink of sinks) for (const value of ['ping', 'ping']) sink.emit(value);
    expect(heard).toEqual(['every ping', 'every ping', 'distinct ping']);
  });
});
