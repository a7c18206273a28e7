/**
 * Head office staff from the command line (issue 36): the first owner, and a way back in when nobody can sign in.
 *
 *   npm run staff -- create <e-mail> --role owner [--outlets MOH8,MOR]   prints a one-time link to join the console
 *   npm run staff -- list                                                everyone who can sign in, with their role
 *
 * Everyone else is invited from the console. On the server's database: DATABASE_URL, else the embedded one in
 * DATA_DIR (default ./data), which is one process's at a time: stop the server, run this, start it again. The link
 * uses PUBLIC_URL (default http://localhost:PORT).
 */
import { asc, inArray, isNull } from 'drizzle-orm';
import { isValidEmail } from '../src/lib/validation';
import { inviteLink, STAFF_LIMITS, STAFF_ROLES, type StaffRole } from '../src/api/staffEndpoints';
import { openCliDatabase } from './cliDatabase';
import { restaurants, staff } from '../server/db/schema';
import { createInvitation } from '../server/staff/accounts';

const USAGE = `Usage: npm run staff -- create <e-mail> --role <${STAFF_ROLES.join('|')}> [--outlets CODE,CODE] | list`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const role = option(args, '--role') as StaffRole | undefined;
  if (command === 'create' && (!email || !isValidEmail(email) || !role || !STAFF_ROLES.includes(role))) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'create' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const database = await openCliDatabase();
  try {
    const { db } = database;
    if (command === 'list') {
      for (const member of await db.select().from(staff).where(isNull(staff.removedAt)).orderBy(asc(staff.email))) {
        console.log(`${member.email}\t${member.role}\t${member.name}\t${member.totpConfirmedAt ? 'second factor on' : 'no second factor'}`);
      }
      return 0;
    }
    const codes = (option(args, '--outlets') ?? '').split(',').filter(Boolean);
    const outlets = codes.length > 0 ? await db.select({ id: restaurants.id, code: restaurants.code }).from(restaurants).where(inArray(restaurants.code, codes)) : [];
    const unknown = codes.filter((code) => !outlets.some((outlet) => outlet.code === code));
    if (unknown.length > 0) {
      console.error(`No outlet with the code ${unknown.join(', ')}`);
      return 1;
    }
    if (role === 'manager' && outlets.length === 0) {
      console.error('An outlet manager needs --outlets with at least one outlet code');
      return 2;
    }
    const { token } = await createInvitation(db, { email: email!.toLowerCase(), role: role!, outletIds: outlets.map((outlet) => outlet.id) }, null, Date.now());
    const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') || `http://localhost:${process.env.PORT || 8080}`;
    console.log(`Invitation for ${email!.toLowerCase()} as ${role}, good for ${STAFF_LIMITS.inviteHours} hours and once:`);
    console.log(inviteLink(origin, token));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
