import { createManualClock } from '@platform/core';
import { INSTALLATIONS_ERROR_CODES, installationsErrors } from '../installations.errors.js';
import { createMemoryInstallations } from './memory-installations.js';

describe('createMemoryInstallations', () => {
  it.each(INSTALLATIONS_ERROR_CODES)('fails the next call with an injected %s, then recovers', async (code) => {
    const port = createMemoryInstallations({ clock: createManualClock(0) });
    port.control.failNext(code);
    await expect(port.getToken()).rejects.toMatchObject({
      name: 'PlatformError',
      code,
      message: installationsErrors.messages[code],
      customData: { operation: 'getToken', injected: true },
    });
    await expect(port.getToken()).resolves.toEqual(expect.any(String));
  });

  it('issues tokens that live as long as configured, on its clock', async () => {
    const clock = createManualClock(0);
    const port = createMemoryInstallations({ clock, tokenLifetimeMs: 2 * 60 * 60 * 1000 });
    const first = await port.getToken();
    clock.advance(60 * 60 * 1000);
    await expect(port.getToken()).resolves.toBe(first);
    clock.advance(1);
    await expect(port.getToken()).resolves.not.toBe(first);
  });

  it('keeps ids apart per storage', async () => {
    const one = createMemoryInstallations();
    const other = createMemoryInstallations();
    await expect(one.getId()).resolves.not.toBe(await other.getId());
  });

  it('tells listeners on another port of the same storage about a new id, as other tabs hear it', async () => {
    const clock = createManualClock(0);
    const tab = createMemoryInstallations({ clock });
    const otherTab = createMemoryInstallations({
      clock,
      storage: tab.control.storage,
      server: tab.control.server,
    });
    const heard: string[] = [];
    otherTab.onIdChange((id) => heard.push(id));
    const first = await tab.getId();
    await tab.delete();
    await expect(otherTab.getId()).resolves.not.toBe(first);
    expect(heard).toEqual([first, await tab.getId()]);
  });

  it('retries a 5xx reply once, as the SDK does, and fails on the second', async () => {
    const port = createMemoryInstallations({ clock: createManualClock(0) });
    port.control.server.refuseNext(503);
    await expect(port.getToken()).resolves.toEqual(expect.any(String));
    port.control.server.refuseNext(500);
    port.control.server.refuseNext(503);
    await expect(port.getToken({ forceRefresh: true })).rejects.toMatchObject({
      code: 'installations/request-failed',
      customData: { serverCode: 503, serverStatus: 'UNAVAILABLE', requestName: 'Generate Auth Token' },
    });
    expect(port.control.server.requests().map((request) => request.kind)).toEqual([
      'create',
      'create',
      'generate-token',
      'generate-token',
    ]);
  });
});
