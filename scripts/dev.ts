/**
 * `npm run dev`: the reference server (restarted on change) on API_PORT and Vite with hot reload in front of
 * it; Vite proxies /v1 and /media to the server (vite.config.ts).
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: 'no-static-in-dev' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
