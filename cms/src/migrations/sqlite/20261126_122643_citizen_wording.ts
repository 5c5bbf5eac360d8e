import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` ADD \`search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`citizen_space_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` ADD \`version_citizen_space_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` ADD \`version_search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`decisions\` ADD \`search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_search_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`commune_key_figures\` ADD \`source\` text DEFAULT 'typed';`)
  await db.run(sql`ALTER TABLE \`commune_key_figures\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`commune\` ADD \`news_signature\` text;`)
  await db.run(sql`ALTER TABLE \`_commune_v_version_key_figures\` ADD \`source\` text DEFAULT 'typed';`)
  await db.run(sql`ALTER TABLE \`_commune_v_version_key_figures\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`_commune_v\` ADD \`version_news_signature\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`procedures\` DROP COLUMN \`citizen_space_rank\`;`)
  await db.run(sql`ALTER TABLE \`procedures\` DROP COLUMN \`search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` DROP COLUMN \`version_citizen_space_rank\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` DROP COLUMN \`version_search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`decisions\` DROP COLUMN \`search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_search_keywords\`;`)
  await db.run(sql`ALTER TABLE \`commune_key_figures\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`commune_key_figures\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`commune\` DROP COLUMN \`news_signature\`;`)
  await db.run(sql`ALTER TABLE \`_commune_v_version_key_figures\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_commune_v_version_key_figures\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`_commune_v\` DROP COLUMN \`version_news_signature\`;`)
}
