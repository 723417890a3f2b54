import type { TestProject } from 'vitest/node';
import setup from './firestore-emulator.global-setup.js';

/** A test project that records what the setup provides. */
function fakeProject() {
  const provided: Record<string, unknown> = {};
  const project = {
    provide: (key: string, value: unknown) => {
      provided[key] = value;
    },
  } as unknown as TestProject;
  return { project, provided };
}

describe('the Firestore emulator global setup', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('provides the emulator FIRESTORE_EMULATOR_HOST names, and leaves it running', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8123');
    vi.stubEnv('GCLOUD_PROJECT', 'demo-suite');
    const { project, provided } = fakeProject();

    const teardown = await setup(project);

    expect(provided['firestoreEmulator']).toEqual({
      host: '127.0.0.1',
      port: 8123,
      url: 'http://127.0.0.1:8123',
      emulatorHost: '127.0.0.1:8123',
      projectId: 'demo-suite',
    });
    await teardown();
    expect(process.env['FIRESTORE_EMULATOR_HOST']).toBe('127.0.0.1:8123');
  });

  describe('on a machine without Java or an emulator', () => {
    beforeEach(() => {
      vi.stubEnv('FIRESTORE_EMULATOR_HOST', '');
      vi.stubEnv('PATH', '/nowhere');
      vi.stubEnv('HOME', '/nowhere');
    });

    it('provides the reason, for the tests that need it to skip with', async () => {
      vi.stubEnv('CI', '');
      const { project, provided } = fakeProject();

      await setup(project);

      expect(provided['firestoreEmulator']).toEqual({
        unavailable: expect.stringMatching(/Java|No Firestore emulator/u),
      });
    });

    it('fails under CI instead', async () => {
      vi.stubEnv('CI', 'true');
      const { project, provided } = fakeProject();

      await expect(setup(project)).rejects.toThrow(/^CI needs the Firestore emulator\. (The|No) /u);
      expect(provided).toEqual({});
    });
  });
});
