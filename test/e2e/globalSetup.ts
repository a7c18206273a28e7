/**
 * Creating a PGlite database runs initdb, about 6 s on this machine; opening one that exists takes under 1 s.
 * So the real server starts once here on an empty data folder (migrations, demo data), and each test's server
 * starts on its own copy of that folder (see AppServer). Returns the teardown.
 */
import { rmSync } from 'node:fs';
import { AppServer, TEMPLATE_DATA_ENV } from './appServer';
import { bundleServer } from '../support/serverBundle';
import { SERVER_BUNDLE_ENV } from '../support/serverProcess';

export default async function globalSetup(): Promise<() => void> {
  process.env[SERVER_BUNDLE_ENV] = await bundleServer();
  const server = new AppServer();
  await server.start();
  await server.stop();
  rmSync(server.staticDir, { recursive: true, force: true });
  process.env[TEMPLATE_DATA_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
