import { adapterFactoryOf, buildConsumer, consumerSource, firebaseAdapterLibraries } from './adapter-consumer.js';

/** The most creating one Firebase adapter may add to an app's entry chunk, gzipped, besides the shared machinery. */
const EAGER_BUDGET_GZIP_BYTES = 1024;

/**
 * Budgets above the default, each with its reason, held a little above the figure (the chunks' hashed names move it by
 * about 20 B) so that it can only shrink. None is needed today.
 */
const EAGER_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {};
const eagerBudgetOf = (packageName: string) => EAGER_BUDGET_EXCEPTIONS[packageName] ?? EAGER_BUDGET_GZIP_BYTES;

/**
 * The most core's `lazyImplementation` may add, gzipped: the lifecycle every facade shares (one load, retried after a
 * failure, disposed during a load), which an app pays for once with its first adapter.
 */
const SHARED_MACHINERY_BUDGET_GZIP_BYTES = 512;

/** A module of the Firebase SDK. */
const isSdk = (id: string) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(id);

const libraries = firebaseAdapterLibraries();

describe('the eager cost of a Firebase adapter', () => {
  let bare: Awaited<ReturnType<typeof buildConsumer>>;
  let baseline: Awaited<ReturnType<typeof buildConsumer>>;

  beforeAll(async () => {
    bare = await buildConsumer(consumerSource());
    baseline = await buildConsumer(consumerSource(undefined, { lazyMachinery: true }));
  });

  it(`keeps the lazy machinery every facade shares within ${String(SHARED_MACHINERY_BUDGET_GZIP_BYTES)} B gzip`, () => {
    const shared = baseline.entryGzip - bare.entryGzip;
    console.log(`lazyImplementation: ${shared} B gzip (budget ${SHARED_MACHINERY_BUDGET_GZIP_BYTES} B)`);
    expect(shared).toBeLessThanOrEqual(SHARED_MACHINERY_BUDGET_GZIP_BYTES);
  });

  it('is measured for every library with a ./firebase entry', () => {
    expect(libraries.map((library) => library.packageName)).toEqual(
      expect.arrayContaining(['@platform/auth', '@platform/appcheck']),
    );
  });

  it.each(libraries)(
    '$packageName: within its budget (1 KiB gzip unless named) in the entry, with the implementation and its SDK in lazy loads',
    async (library) => {
      const budget = eagerBudgetOf(library.packageName);
      const factory = await adapterFactoryOf(library);
      const consumer = await buildConsumer(
        consumerSource({ packageName: library.packageName, factory }, { lazyMachinery: true }),
      );
      const eager = consumer.entryGzip - baseline.entryGzip;
      console.log(
        `${library.packageName}: entry ${consumer.entryGzip} B gzip, without the adapter ${baseline.entryGzip} B, eager ${eager} B (budget ${budget} B)`,
      );
      expect(eager).toBeLessThanOrEqual(budget);
      expect(consumer.entryModules.filter(isSdk)).toEqual([]);

      // Every chunk the adapter loads lazily brings its SDK with our code for it; how many rounds a call takes is
      // measured by running it (adapter-overhead.spec).
      const baselineModules = new Set(baseline.lazyLoads.flat());
      const added = consumer.lazyLoads.filter((load) => load.some((id) => isSdk(id) && !baselineModules.has(id)));
      expect(added.length).toBeGreaterThanOrEqual(1);
      for (const load of added)
        expect(load.some((id) => id.includes(`/libs/${library.folder}/dist/firebase/`))).toBe(true);
    },
  );
});
