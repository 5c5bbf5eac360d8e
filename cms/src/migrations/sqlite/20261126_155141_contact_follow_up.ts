import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`follow_up\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`staff_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`follow_up\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`staff_note\`;`)
}
