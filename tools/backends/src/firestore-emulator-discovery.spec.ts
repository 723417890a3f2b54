import { discoverFirestoreEmulator, machineHost, type DiscoveryHost } from './firestore-emulator-discovery.js';

const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A machine made of a list of files and executables, a home folder and what `gcloud info` would print. */
function fakeHost(options: {
  env?: Record<string, string>;
  files?: readonly string[];
  executables?: readonly string[];
  sdkRoot?: string;
}): DiscoveryHost & { gcloudCalls: string[] } {
  const files = new Set([...(options.files ?? []), ...(options.executables ?? [])]);
  const gcloudCalls: string[] = [];
  return {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    homeDir: '/home/ada',
    gcloudCalls,
    isFile: (path) => files.has(path),
    isExecutable: (path) => (options.executables ?? []).includes(path),
    list: (dir) => [...files].filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1)),
    gcloudSdkRoot(gcloud) {
      gcloudCalls.push(gcloud);
      return options.sdkRoot;
    },
  };
}

describe('discoverFirestoreEmulator', () => {
  it('uses the emulator FIRESTORE_EMULATOR_HOST names, even where one could be started', () => {
    const host = fakeHost({
      env: { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      files: [`/usr/lib/google-cloud-sdk/${GCLOUD_JAR}`],
      executables: ['/usr/bin/java'],
    });

    expect(discoverFirestoreEmulator(host)).toEqual({ kind: 'running', emulatorHost: '127.0.0.1:8080' });
  });

  it.each(['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/home/ada/google-cloud-sdk'])(
    "finds the Google Cloud CLI's component in %s without running gcloud",
    (root) => {
      const host = fakeHost({
        files: [`${root}/${GCLOUD_JAR}`],
        executables: ['/usr/bin/java', '/usr/bin/gcloud'],
      });

      expect(discoverFirestoreEmulator(host)).toEqual({
        kind: 'gcloud',
        java: '/usr/bin/java',
        jar: `${root}/${GCLOUD_JAR}`,
      });
      expect(host.gcloudCalls).toEqual([]);
    },
  );

  it('asks gcloud where its SDK is when it is nowhere common', () => {
    const host = fakeHost({
      files: [`/srv/sdk/${GCLOUD_JAR}`],
      executables: ['/usr/local/bin/java', '/usr/local/bin/gcloud'],
      sdkRoot: '/srv/sdk',
    });

    expect(discoverFirestoreEmulator(host)).toEqual({
      kind: 'gcloud',
      java: '/usr/local/bin/java',
      jar: `/srv/sdk/${GCLOUD_JAR}`,
    });
    expect(host.gcloudCalls).toEqual(['/usr/local/bin/gcloud']);
  });

  it("falls back to firebase-tools' newest downloaded jar, and prefers the Google Cloud CLI's", () => {
    const cache = '/home/ada/.cache/firebase/emulators';
    const jars = [
      `${cache}/cloud-firestore-emulator-v1.9.0.jar`,
      `${cache}/cloud-firestore-emulator-v1.19.9.jar`,
      `${cache}/cloud-firestore-emulator-v1.10.4.jar`,
      `${cache}/cloud-storage-rules-runtime-v1.1.3.jar`,
    ];
    const host = fakeHost({ files: jars, executables: ['/usr/bin/java'] });

    expect(discoverFirestoreEmulator(host)).toEqual({
      kind: 'firebase-tools',
      java: '/usr/bin/java',
      jar: `${cache}/cloud-firestore-emulator-v1.19.9.jar`,
    });
    const both = fakeHost({
      files: [...jars, `/usr/lib/google-cloud-sdk/${GCLOUD_JAR}`],
      executables: ['/usr/bin/java'],
    });
    expect(discoverFirestoreEmulator(both)).toMatchObject({ kind: 'gcloud' });
  });

  it('says Java is missing when only the jar is there', () => {
    const host = fakeHost({ files: [`/usr/lib/google-cloud-sdk/${GCLOUD_JAR}`, '/usr/bin/java-not-executable'] });

    expect(discoverFirestoreEmulator(host)).toEqual({
      kind: 'unavailable',
      reason: `The Firestore emulator at /usr/lib/google-cloud-sdk/${GCLOUD_JAR} needs Java, and there is no \`java\` on the PATH`,
    });
  });

  it('says what it looked for and how to install one when there is none', () => {
    const host = fakeHost({ executables: ['/usr/bin/java', '/usr/bin/gcloud'] });

    const found = discoverFirestoreEmulator(host);

    expect(found.kind).toBe('unavailable');
    expect(found).toMatchObject({
      reason: expect.stringMatching(
        /FIRESTORE_EMULATOR_HOST is not set.*\/usr\/lib\/google-cloud-sdk.*~\/google-cloud-sdk.*gcloud info.*~\/\.cache\/firebase\/emulators.*google-cloud-cli-firestore-emulator.*setup:emulators:firestore/su,
      ),
    });
    expect(host.gcloudCalls).toEqual(['/usr/bin/gcloud']);
  });
});

describe('machineHost', () => {
  it('finds programs on the PATH only where they are executable files', () => {
    const host = machineHost({ PATH: `/nowhere:${process.execPath.replace(/\/[^/]+$/u, '')}` });

    expect(host.isExecutable(process.execPath)).toBe(true);
    expect(host.isExecutable(import.meta.filename)).toBe(false);
    expect(host.isFile(import.meta.filename)).toBe(true);
    expect(host.list('/definitely/not/here')).toEqual([]);
  });
});
