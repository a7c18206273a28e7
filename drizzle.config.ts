import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it reads the schema and writes SQL, no database connection needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
