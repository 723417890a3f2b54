import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScalingScenario } from './scenario.js';

const SCENARIOS_DIR = join(import.meta.dirname, 'scenarios');

/** The scenario modules, by file name without extension: every `scenarios/*.ts`. */
export function scenarioIds(): string[] {
  return readdirSync(SCENARIOS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Loads one scenario module's default export. */
export async function loadScenario(id: string): Promise<ScalingScenario> {
  const module = (await import(pathToFileURL(join(SCENARIOS_DIR, `${id}.ts`)).href)) as { default: ScalingScenario };
  return module.default;
}
