import { workspaceRoot, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A root solution `tsconfig.json` like the workspace's, with two libraries already referenced. */
export const ROOT_TSCONFIG = {
  extends: './tsconfig.base.json',
  compileOnSave: false,
  files: [],
  references: [{ path: './libs/core' }, { path: './libs/react' }],
};

/** The entry points of the `firebase` package, as far as the generator's checks care. */
const FAKE_FIREBASE_PACKAGE = {
  name: 'firebase',
  version: '12.19.0',
  exports: {
    './analytics': {},
    './app': {},
    './database': {},
    './firestore/lite': {},
    './remote-config': {},
    './storage': {},
    './compat/storage': {},
    './package.json': './package.json',
  },
};

/** Options for {@link createWorkspaceTree}. */
export interface WorkspaceTreeOptions {
  /** Installs the workspace's real `firebase/package.json` instead of {@link FAKE_FIREBASE_PACKAGE}. */
  readonly realFirebase?: boolean;
  /** Leaves `firebase` uninstalled. */
  readonly withoutFirebase?: boolean;
}

/** An in-memory workspace formatted with prettier, like this one, with a root `tsconfig.json` and `firebase` installed. */
export function createWorkspaceTree({
  realFirebase = false,
  withoutFirebase = false,
}: WorkspaceTreeOptions = {}): Tree {
  const tree = createTreeWithEmptyWorkspace({ formatter: 'prettier' });
  tree.write('tsconfig.json', JSON.stringify(ROOT_TSCONFIG, null, 2));
  if (!withoutFirebase) {
    const firebasePackage = realFirebase
      ? readFileSync(join(workspaceRoot, 'node_modules/firebase/package.json'), 'utf-8')
      : JSON.stringify(FAKE_FIREBASE_PACKAGE);
    tree.write('node_modules/firebase/package.json', firebasePackage);
  }
  return tree;
}

/** Every file under `dir`, relative to it, sorted. */
export function filesUnder(tree: Tree, dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const child of tree.children(join(dir, relative))) {
      const path = relative ? `${relative}/${child}` : child;
      if (tree.isFile(join(dir, path))) found.push(path);
      else walk(path);
    }
  };
  walk('');
  return found.sort();
}
