/**
 * A separate process holding one embedded PostgreSQL handle, for tests of shared ownership (several processes,
 * crashes). Args: dataDir port. Prints one JSON line when started; stdin `role` prints the role, `stop` stops.
 */
import { startEmbeddedPostgres } from '../embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
startEmbeddedPostgres(dataDir, Number(port), 'postgres', { watchMs: 200 }).then(
  (handle) => {
    const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
    say({ ready: true, role: handle.role(), url: handle.url });
    process.stdin.on('data', (data) => {
      for (const command of data.toString().split('\n').filter(Boolean)) {
        if (command === 'role') say({ role: handle.role() });
        if (command === 'stop') void handle.stop().then(() => (say({ stopped: true }), process.exit(0)));
      }
    });
  },
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
