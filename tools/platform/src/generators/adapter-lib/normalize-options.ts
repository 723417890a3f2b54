import { getProjects, names, type Tree } from '@nx/devkit';
import type { AdapterLibGeneratorSchema } from './schema';
import { defaultSdkModule, SDK_MODULE_FACTS, type SdkEmulator } from './sdk-modules';

/** Where service libraries live, relative to the workspace root. */
const LIBS_DIR = 'libs';

/** The npm scope every workspace package shares. */
const PACKAGE_SCOPE = '@platform';

/** Lowercase letters, digits and single hyphens, starting with a letter. */
const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A Firebase modular SDK entry point, e.g. `firebase/storage` or `firebase/firestore/lite`. */
const SDK_MODULE = /^firebase\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** The options the templates are rendered with. */
export interface NormalizedAdapterLibOptions {
  /** The service in kebab-case, e.g. `remote-config`; also the Nx project name and error namespace. */
  readonly name: string;
  /** `RemoteConfig`. */
  readonly className: string;
  /** `remoteConfig`. */
  readonly propertyName: string;
  /** `REMOTE_CONFIG`. */
  readonly constantName: string;
  /** `Remote Config`, for prose. */
  readonly title: string;
  /** `libs/remote-config`. */
  readonly projectRoot: string;
  /** `@platform/remote-config`. */
  readonly importPath: string;
  /** The SDK module the Firebase adapter loads, e.g. `firebase/remote-config`. */
  readonly sdk: string;
  /** The module's instance getter, e.g. `getDatabase`; `null` when the adapter only loads the module. */
  readonly getter: string | null;
  /** Whether the module has its own `isSupported()`. */
  readonly supportCheck: boolean;
  /** How the Emulator Suite serves that module; `null` when it has no emulator. */
  readonly emulator: SdkEmulator | null;
  /** Whether to leave the files unformatted. */
  readonly skipFormat: boolean;
}

interface FirebasePackageJson {
  readonly version?: string;
  readonly exports?: Readonly<Record<string, unknown>>;
}

/** The modular SDK entry points the installed `firebase` package offers, e.g. `firebase/storage`. */
function installedSdkModules(
  tree: Tree,
): { readonly version: string; readonly modules: readonly string[] } | undefined {
  const path = 'node_modules/firebase/package.json';
  const text = tree.read(path, 'utf-8');
  if (text === null) return undefined;
  const json = JSON.parse(text) as FirebasePackageJson;
  const modules = Object.keys(json.exports ?? {})
    .filter(
      (entry) =>
        entry.startsWith('./') && entry !== './package.json' && entry !== './app' && !entry.startsWith('./compat/'),
    )
    .map((entry) => `firebase/${entry.slice(2)}`);
  return { version: json.version ?? 'unknown', modules };
}

function validateName(tree: Tree, name: string): void {
  if (!KEBAB_CASE.test(name)) {
    const suggestion = names(name).fileName.replace(/[^a-z0-9-]/g, '');
    const example = KEBAB_CASE.test(suggestion) ? suggestion : 'storage';
    throw new Error(
      `Invalid --name "${name}". Use kebab-case: lowercase letters, digits and single hyphens, starting with a letter (e.g. --name=${example}).`,
    );
  }
  const projectRoot = `${LIBS_DIR}/${name}`;
  if (tree.exists(projectRoot)) {
    throw new Error(`${projectRoot} already exists. Choose another --name, or remove ${projectRoot} first.`);
  }
  const clash = getProjects(tree).get(name);
  if (clash) {
    throw new Error(`A project named "${name}" already exists at ${clash.root}. Choose another --name.`);
  }
}

function validateSdk(tree: Tree, sdk: string): void {
  if (!SDK_MODULE.test(sdk)) {
    throw new Error(`Invalid --sdk "${sdk}". Name a modular Firebase SDK entry point, e.g. --sdk=firebase/storage.`);
  }
  const installed = installedSdkModules(tree);
  if (!installed) {
    throw new Error(
      `The firebase package is not installed (node_modules/firebase), so --sdk=${sdk} cannot be checked. Run npm install first.`,
    );
  }
  if (!installed.modules.includes(sdk)) {
    throw new Error(
      `"${sdk}" is not an entry point of the installed firebase ${installed.version}. Pass --sdk with one of: ${installed.modules.join(', ')}.`,
    );
  }
}

/** Checks the options against the workspace and derives every name the templates use. */
export function normalizeOptions(tree: Tree, schema: AdapterLibGeneratorSchema): NormalizedAdapterLibOptions {
  const name = schema.name.trim();
  validateName(tree, name);
  const sdk = schema.sdk?.trim() || defaultSdkModule(name);
  validateSdk(tree, sdk);
  const { className, propertyName, constantName } = names(name);
  return {
    name,
    className,
    propertyName,
    constantName,
    title: name
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    projectRoot: `${LIBS_DIR}/${name}`,
    importPath: `${PACKAGE_SCOPE}/${name}`,
    sdk,
    getter: SDK_MODULE_FACTS[sdk]?.getter ?? null,
    supportCheck: SDK_MODULE_FACTS[sdk]?.supportCheck ?? false,
    emulator: SDK_MODULE_FACTS[sdk]?.emulator ?? null,
    skipFormat: schema.skipFormat ?? false,
  };
}
