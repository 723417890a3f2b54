import { sdkCopies } from './sdk-copies.js';

describe('the Firebase SDK copies among installed folders or bundled modules', () => {
  it('finds one folder per package when there is one copy, whatever files of it are listed', () => {
    expect(
      sdkCopies([
        '/app/node_modules/firebase',
        '/app/node_modules/firebase/app/dist/esm/index.esm.js',
        '/app/node_modules/@firebase/app/dist/esm/index.esm.js',
        '\0/app/node_modules/@firebase/app/dist/esm/index.esm.js?commonjs-proxy',
        '/app/node_modules/react/index.js',
        '/app/src/firebase/setup.ts',
      ]),
    ).toEqual({ firebase: ['/app/node_modules/firebase'], '@firebase/app': ['/app/node_modules/@firebase/app'] });
  });

  it('tells a nested second copy apart from the top-level one', () => {
    expect(
      sdkCopies([
        '/app/node_modules/@firebase/app/dist/index.js',
        '/app/node_modules/@platform/core/node_modules/@firebase/app/dist/index.js',
        '/app/node_modules/@firebase/firestore/node_modules/@firebase/util/dist/index.js',
        '/app/node_modules/@firebase/util/dist/index.js',
      ]),
    ).toEqual({
      '@firebase/app': [
        '/app/node_modules/@firebase/app',
        '/app/node_modules/@platform/core/node_modules/@firebase/app',
      ],
      '@firebase/util': [
        '/app/node_modules/@firebase/firestore/node_modules/@firebase/util',
        '/app/node_modules/@firebase/util',
      ],
    });
  });
});
