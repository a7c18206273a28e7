/**
 * Debian's nginx as the reverse proxy in front of several server processes (issue 22), the way a chain deploys
 * them: round robin, HTTP/1.1 to the upstreams, X-Forwarded-For, streams passed through unbuffered. Each answer
 * says which process served it (X-Upstream), so a test can prove both did. A request carrying the cookie
 * `upstream=N` goes to the Nth process only (pinnedTo), so a test can ask each in turn instead of counting nginx's
 * turns, which every other request of a page (its worker's, its pictures') moves on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The cookie that sends a request to the `index`th process only (see the head of this file). */
export function pinnedTo(index: number): { name: string; value: string } {
  return { name: 'upstream', value: String(index) };
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run installs it)');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Started by root, nginx's workers run as nobody: they must reach their temp folders (a body over 16 KB, such as an
  // uploaded picture, is written there, else nginx answers 500).
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { mode: 0o777 });
  const port = await freePort();
  const servers = upstreams.map((url) => `server ${new URL(url).host};`);
  const pinned = servers.map((server, i) => `upstream app${i} { ${server} keepalive 8; }`).join('\n  ');
  const pins = servers.map((_, i) => `"${i}" app${i};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  client_max_body_size 5m;
  upstream app { ${servers.join(' ')} keepalive 8; }
  ${pinned}
  map $cookie_upstream $pool { default app; ${pins} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      child.kill();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
