import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`procedures_required_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`pictogram\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`procedures_required_documents_order_idx\` ON \`procedures_required_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`procedures_required_documents_parent_id_idx\` ON \`procedures_required_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_procedures_v_version_required_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`pictogram\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_procedures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_required_documents_order_idx\` ON \`_procedures_v_version_required_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_required_documents_parent_id_idx\` ON \`_procedures_v_version_required_documents\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`procedures_required_documents\`;`)
  await db.run(sql`DROP TABLE \`_procedures_v_version_required_documents\`;`)
}
