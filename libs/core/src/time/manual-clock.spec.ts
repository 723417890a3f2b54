import { createManualClock } from './manual-clock.js';

describe('createManualClock', () => {
  it('runs due timers in order of due time, then creation', () => {
    const clock = createManualClock(1_000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => ran.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => ran.push(`c@${clock.now()}`), 20);
    const cancelled = clock.setTimeout(() => ran.push('never'), 5);
    clock.clearTimeout(cancelled);

    clock.advance(15);
    expect(ran).toEqual(['a@1010']);
    clock.advance(10);
    expect(ran).toEqual(['a@1010', 'b@1020', 'c@1020']);
    expect(clock.now()).toBe(1_025);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs timers scheduled by timers when they fall due', () => {
    const clock = createManualClock();
    const ran: number[] = [];
    clock.setTimeout(() => {
      ran.push(clock.now());
      clock.setTimeout(() => ran.push(clock.now()), 5);
    }, 5);
    clock.advance(10);
    expect(ran).toEqual([5, 10]);
  });

  it('stops a runaway timer loop with a clear error', async () => {
    const clock = createManualClock();
    const again = () => clock.setTimeout(again, 1);
    again();
    await expect(clock.runAllAsync()).rejects.toThrow(/rescheduling forever/);
  });
});
