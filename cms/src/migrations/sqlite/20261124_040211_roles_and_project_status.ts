import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`publication_state\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`published_at\` text,
  	\`published_changes\` text,
  	\`failed_at\` text,
  	\`failure_reason\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`publication_state\`;`)
}
