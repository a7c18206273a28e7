import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const a = await PGlite.create();
await a.exec('create table x(id int); insert into x values (1)');
console.log('init mem', Date.now() - t); t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size); t = Date.now();
for (let i = 0; i < 3; i++) {
  const b = await PGlite.create({ loadDataDir: dump });
  console.log('load', Date.now() - t, (await b.query('select count(*) from x')).rows); t = Date.now();
}
