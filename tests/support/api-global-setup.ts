import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, postgresTarget } from '../../src/server/db/database';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDemoCompany } from '../../src/server/seed/demo-company';
import { acquireEmbeddedDemoTemplate } from './demo-template';
import { uniqueDatabaseName, withDatabase, withoutCommitFlush } from './test-databases-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

async function seedPostgresTemplate(adminUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.query(withoutCommitFlush(template));
  await admin.end();
  const database = openDatabase(postgresTarget(withDatabase(adminUrl, template)));
  try {
    await runMigrations(database);
    await seedDemoCompany(database, { size: 'demo' });
  } finally {
    await database.close();
  }
}

/**
 * Seeds the demo company once per run, into an embedded template folder (shared with the e2e
 * project's product servers: demo-template.ts) and (with TEST_DATABASE_URL) a PostgreSQL template
 * database, both at once (the embedded seed works on its own thread); each test file then works
 * on its own copy.
 */
export default async function setup(project: TestProject) {
  const embedded = acquireEmbeddedDemoTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? uniqueDatabaseName('erp_template') : undefined;
  const [folder] = await Promise.all([
    embedded.folder,
    adminUrl && template ? seedPostgresTemplate(adminUrl, template) : undefined,
  ]);
  project.provide('pgliteTemplate', folder);
  project.provide('postgresTemplate', adminUrl && template ? { adminUrl, template } : null);

  return async () => {
    embedded.release();
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}
