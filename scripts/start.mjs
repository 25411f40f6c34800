// `npm start`: on Node 24 LTS (fetched into a cache on first use, scripts/node-runtime.mjs), install what
// is missing, build what changed, then serve (migrating and seeding on start).
import { spawn } from 'node:child_process';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';
import { runOnProjectNode } from './node-runtime.mjs';

await runOnProjectNode();
ensureInstalled();
buildIfStale();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
