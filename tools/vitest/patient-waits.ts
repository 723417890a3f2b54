/**
 * Every Vitest project's setup file. Tests wait for events, and the time limit on a wait only ends a hang: by default
 * `vi.waitFor`, `expect.poll` and Testing Library's `waitFor`/`findBy*` give up after one second, which a machine with both cores busy
 * can need for a single render or a round trip to a local backend. A wait that names its own timeout keeps it.
 */
import { configure } from '@testing-library/dom';
import { expect, vi } from 'vitest';

const WAIT_LIMIT_MS = 20_000;

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, {
    timeout: WAIT_LIMIT_MS,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor;

configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

const poll = expect.poll;
expect.poll = ((callback, options) => poll(callback, { timeout: WAIT_LIMIT_MS, ...options })) as typeof expect.poll;
