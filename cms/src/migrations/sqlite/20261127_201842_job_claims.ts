import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`claimed_by\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`lease_until\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_lease_until_idx\` ON \`payload_jobs\` (\`lease_until\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_jobs_lease_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`claimed_by\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`lease_until\`;`)
}
