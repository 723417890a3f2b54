export { adapterLibGenerator, nextSteps } from './generators/adapter-lib/generator';
export type { NormalizedAdapterLibOptions } from './generators/adapter-lib/normalize-options';
export type { AdapterLibGeneratorSchema } from './generators/adapter-lib/schema';
