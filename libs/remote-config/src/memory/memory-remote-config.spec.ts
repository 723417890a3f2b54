import { createManualClock } from '@platform/core';
import { CONTRACT_SCHEMA } from '../remote-config.contract.js';
import { isFetchErrorCode, REMOTE_CONFIG_ERROR_CODES, remoteConfigErrors } from '../remote-config.errors.js';
import { createMemoryRemoteConfig } from './memory-remote-config.js';

const open = () =>
  createMemoryRemoteConfig({
    schema: CONTRACT_SCHEMA,
    clock: createManualClock(0),
    settings: { minimumFetchIntervalMs: 0 },
  });

describe('createMemoryRemoteConfig', () => {
  it.each(REMOTE_CONFIG_ERROR_CODES)('fails the next call with an injected %s, then recovers', async (code) => {
    const remoteConfig = open();
    remoteConfig.control.failNext(code);
    const expected = { code, message: remoteConfigErrors.messages[code], customData: { injected: true } };
    if (isFetchErrorCode(code)) {
      await expect(remoteConfig.fetchAndActivate()).resolves.toMatchObject({ status: 'failed', error: expected });
      expect(remoteConfig.getStatus()).toMatchObject({ lastError: expected });
    } else {
      await expect(remoteConfig.fetchAndActivate()).rejects.toMatchObject(expected);
    }
    await expect(remoteConfig.fetchAndActivate()).resolves.toMatchObject({ status: 'fetched' });
  });

  it('publishes JSON values as their JSON text, as the console does', async () => {
    const remoteConfig = open();
    remoteConfig.control.server.publish({ maxItems: 12, newOnboarding: true, theme: { accent: 'plum' } });
    await remoteConfig.fetchAndActivate();
    expect(remoteConfig.getAll()).toMatchObject({
      maxItems: { value: 12, source: 'remote' },
      newOnboarding: { value: true, source: 'remote' },
      theme: { value: { accent: 'plum' }, source: 'remote' },
    });
  });

  it('throws remote-config/invalid-settings for a timeout that is not a duration', () => {
    expect(() =>
      createMemoryRemoteConfig({ schema: CONTRACT_SCHEMA, settings: { fetchTimeoutMs: Number.NaN } }),
    ).toThrow(expect.objectContaining({ code: 'remote-config/invalid-settings' }));
  });
});
