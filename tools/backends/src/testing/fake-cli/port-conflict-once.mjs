// Stands in for firebase-tools: the first run reports a taken port, later runs serve a ready Auth emulator
// on the port from --config. Runs are counted in $FAKE_CLI_STATE_DIR.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const marker = join(process.env.FAKE_CLI_STATE_DIR, 'started-once');
const config = JSON.parse(readFileSync(process.argv[process.argv.indexOf('--config') + 1], 'utf8'));
const { host, port } = config.emulators.auth;

if (!existsSync(marker)) {
  writeFileSync(marker, '1');
  console.log(`⚠  auth: Port ${port} is not open on ${host}, could not start Authentication Emulator.`);
  process.exit(1);
}

const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ authEmulator: { ready: true } }));
});
server.listen(port, host, () => console.log(`auth listening on ${host}:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
