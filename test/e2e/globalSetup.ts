/**
 * Creating a PGlite database runs initdb, about 6 s on this machine; opening one that exists takes under 1 s.
 * So the real server starts once here on an empty data folder (migrations, demo data), and each test's server
 * starts on its own copy of that folder (see AppServer); on PostgreSQL (TEST_DATABASE_URL), on its own copy of the
 * database this first server seeded. Returns the teardown.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  AppServer,
  createOutletKey,
  createOwnerInvitation,
  KITCHEN_KEY_ENV,
  KITCHEN_TEMPLATE_DATA_ENV,
  KITCHEN_TEMPLATE_DATABASE_ENV,
  OWNER_INVITATION_ENV,
  TEMPLATE_DATA_ENV,
  TEMPLATE_DATABASE_ENV,
} from './appServer';
import { createPostgresDatabase, testDatabaseUrl } from '../support/database';
import { bundleServer } from '../support/serverBundle';
import { SERVER_BUNDLE_ENV } from '../support/serverProcess';

export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env[SERVER_BUNDLE_ENV] = await bundleServer();
  const server = new AppServer();
  await server.start();
  await server.stop();
  rmSync(server.staticDir, { recursive: true, force: true });
  process.env[TEMPLATE_DATA_ENV] = server.dataDir;
  // The console's first owner, invited once here on the command line, as README says, instead of each console test
  // stopping its server for the command and starting it again (about 8 s of CPU each). Unused, it changes nothing.
  process.env[OWNER_INVITATION_ENV] = createOwnerInvitation(server.databaseEnv());
  // The kitchen tests' start: Mohali Phase 8 given a kitchen once here, instead of each test stopping its server
  // for the CLI and starting it again (about 4 s of CPU each).
  const kitchenDir = mkdtempSync(join(dirname(server.dataDir), 'e2e-kitchen-'));
  cpSync(server.dataDir, kitchenDir, { recursive: true });
  const adminUrl = testDatabaseUrl();
  const template = server.databaseName;
  const kitchenDatabase = adminUrl && template ? await createPostgresDatabase(adminUrl, template) : null;
  process.env[KITCHEN_KEY_ENV] = createOutletKey({ DATA_DIR: kitchenDir, DATABASE_URL: kitchenDatabase?.url ?? '' }, 'MOH8');
  process.env[KITCHEN_TEMPLATE_DATA_ENV] = kitchenDir;
  if (template && kitchenDatabase) {
    process.env[TEMPLATE_DATABASE_ENV] = template;
    process.env[KITCHEN_TEMPLATE_DATABASE_ENV] = kitchenDatabase.name;
  }
  return async () => {
    await server.dispose();
    await kitchenDatabase?.drop();
    rmSync(kitchenDir, { recursive: true, force: true });
  };
}
