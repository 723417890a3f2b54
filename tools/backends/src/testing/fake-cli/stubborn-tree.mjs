// Stands in for firebase-tools: ignores SIGTERM and starts a child that does the same,
// then prints the child's pid.
import { spawn } from 'node:child_process';

process.on('SIGTERM', () => console.log('parent ignores SIGTERM'));
const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], {
  stdio: 'ignore',
});
console.log(`child pid ${child.pid}`);
setInterval(() => undefined, 1_000);
