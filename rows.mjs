import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const db = await PGlite.create({ loadDataDir: new Blob([readFileSync('/tmp/migrated.tar')]) });
const t = await db.query(`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog','information_schema')`);
let nonEmpty = [];
for (const r of t.rows) { const c = await db.query(`select count(*)::int n from "${r.schemaname}"."${r.tablename}"`); if (c.rows[0].n) nonEmpty.push(r.schemaname + '.' + r.tablename + ':' + c.rows[0].n); }
console.log('tables', t.rows.length, 'nonEmpty', nonEmpty);
console.log((await db.query(`select schemaname, sequencename, start_value from pg_sequences`)).rows.length, 'sequences');
console.log((await db.query(`select nspname from pg_namespace`)).rows.map(r => r.nspname).join(' '));
const c0 = process.cpuUsage();
const list = t.rows.filter(r => r.schemaname === 'public').map(r => `"public"."${r.tablename}"`).join(', ');
for (let i = 0; i < 5; i++) { await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE; SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) FROM pg_sequences WHERE schemaname = 'public';`); }
const c1 = process.cpuUsage(c0); console.log('reset cpu each', ((c1.user + c1.system) / 5e6).toFixed(3));
