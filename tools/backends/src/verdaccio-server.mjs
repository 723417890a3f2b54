// Runs Verdaccio through its programmatic API: its command line refuses Node 20, which the server itself runs on.
// Arguments: <config file> <host> <port>.
import { runServer } from 'verdaccio';

const [config, host, port] = process.argv.slice(2);
const server = await runServer(config);
server.listen(Number(port), host);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
