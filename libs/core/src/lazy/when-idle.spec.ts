import { whenIdle } from './when-idle.js';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task when the browser is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const task = vi.fn();

    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after a timer in a browser without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('document', {});
    const task = vi.fn();

    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs the task on a server', () => {
    vi.useFakeTimers();
    const task = vi.fn();

    whenIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
