// Prints the slowest tasks of an Nx run and its total, from the profile that NX_PROFILE makes Nx write.
// Usage: node .ci/timings.mjs <profile.json> <run start, epoch seconds>
import { existsSync, readFileSync } from 'node:fs';

const [profileFile, startedAt] = process.argv.slice(2);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const total = startedAt ? Date.now() - Number(startedAt) * 1000 : undefined;

console.log('\nTiming summary');
if (profileFile && existsSync(profileFile)) {
  const tasks = JSON.parse(readFileSync(profileFile, 'utf8')).filter((event) => event.ph === 'X');
  const slowest = [...tasks].sort((a, b) => b.dur - a.dur).slice(0, 10);
  for (const task of slowest) console.log(`${seconds(task.dur / 1000)}  ${task.name} (${task.args?.status ?? '?'})`);
  if (tasks.length > 0) {
    const from = Math.min(...tasks.map((task) => task.ts));
    const to = Math.max(...tasks.map((task) => task.ts + task.dur));
    console.log(`${seconds((to - from) / 1000)}  nx run-many, ${tasks.length} tasks`);
  }
} else {
  console.log('  (no Nx profile: the run stopped before its tasks)');
}
if (total !== undefined) console.log(`${seconds(total)}  in all, installs included`);
