import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into migrations/ after db/schema.ts changes.
export default defineConfig({
  dialect: 'sqlite',
  schema: ['./db/schema.ts', './db/team-schema.ts'],
  out: './migrations',
});
