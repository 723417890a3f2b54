import { firebaseAdapterLibraries } from './adapter-consumer.js';
import { benchFixturesOf, firebasePackagesIn } from './library-cost.js';
import type { BundleChunk } from './production-bundle.js';

const chunk = (moduleIds: string[]): BundleChunk => ({
  fileName: 'x.js',
  isEntry: false,
  moduleIds,
  imports: [],
  dynamicImports: [],
  gzip: 0,
  brotli: 0,
  bundlerRuntime: false,
  code: '',
  sources: {},
});

describe('firebasePackagesIn', () => {
  it('names each @firebase package a bundle holds code of, once, sorted, whatever the chunk', () => {
    const entry = chunk(['/w/node_modules/@firebase/util/dist/index.esm.js', '/w/libs/auth/dist/index.js']);
    const lazy = chunk([
      '/w/node_modules/@firebase/auth/dist/esm/index.js',
      '/w/node_modules/firebase/auth/dist/esm/index.esm.js',
      '/w/node_modules/@firebase/util/dist/other.js',
    ]);
    expect(firebasePackagesIn([entry, lazy])).toEqual(['@firebase/auth', '@firebase/util']);
  });
});

describe('benchFixturesOf', () => {
  it('finds the four fixtures of a library that keeps them', () => {
    const auth = firebaseAdapterLibraries().find((library) => library.folder === 'auth');
    expect(benchFixturesOf(auth ?? expect.unreachable())).toEqual({
      adapterCall: expect.stringMatching(/libs\/auth\/bench\/adapter-call\.ts$/),
      sdkCall: expect.stringMatching(/libs\/auth\/bench\/sdk-call\.ts$/),
      adapterPort: expect.stringMatching(/libs\/auth\/bench\/adapter-port\.ts$/),
      sdkPort: expect.stringMatching(/libs\/auth\/bench\/sdk-port\.ts$/),
    });
  });

  it('finds none for a library without them', () => {
    expect(benchFixturesOf({ packageName: '@platform/none', folder: 'does-not-exist' })).toEqual({});
  });
});
