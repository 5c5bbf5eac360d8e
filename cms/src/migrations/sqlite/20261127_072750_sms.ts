import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`localities\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`localities_name_idx\` ON \`localities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`localities_updated_at_idx\` ON \`localities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`localities_created_at_idx\` ON \`localities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_subscribers_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sms_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_subscribers_topics_order_idx\` ON \`sms_subscribers_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_topics_parent_idx\` ON \`sms_subscribers_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sms_subscribers_pending_code_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sms_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_subscribers_pending_code_topics_order_idx\` ON \`sms_subscribers_pending_code_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_pending_code_topics_parent_idx\` ON \`sms_subscribers_pending_code_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sms_subscribers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`phone\` text NOT NULL,
  	\`locality_id\` integer,
  	\`stopped\` integer DEFAULT false,
  	\`stopped_at\` text,
  	\`stop_reason\` text,
  	\`confirmed_at\` text,
  	\`pending_code_hash\` text,
  	\`pending_code_purpose\` text,
  	\`pending_code_expires_at\` text,
  	\`pending_code_tries\` numeric,
  	\`pending_code_locality_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`locality_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pending_code_locality_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sms_subscribers_phone_idx\` ON \`sms_subscribers\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_locality_idx\` ON \`sms_subscribers\` (\`locality_id\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_stopped_idx\` ON \`sms_subscribers\` (\`stopped\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_stopped_at_idx\` ON \`sms_subscribers\` (\`stopped_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_confirmed_at_idx\` ON \`sms_subscribers\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_pending_code_pending_code_locality_idx\` ON \`sms_subscribers\` (\`pending_code_locality_id\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_updated_at_idx\` ON \`sms_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_subscribers_created_at_idx\` ON \`sms_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_alerts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`message\` text NOT NULL,
  	\`keep_accents\` integer DEFAULT false,
  	\`confirmed\` integer DEFAULT false,
  	\`recipients\` numeric,
  	\`source\` text DEFAULT 'staff',
  	\`banner_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sms_alerts_banner_key_idx\` ON \`sms_alerts\` (\`banner_key\`);`)
  await db.run(sql`CREATE INDEX \`sms_alerts_updated_at_idx\` ON \`sms_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_alerts_created_at_idx\` ON \`sms_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_alerts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`localities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sms_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_alerts_rels_order_idx\` ON \`sms_alerts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sms_alerts_rels_parent_idx\` ON \`sms_alerts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sms_alerts_rels_path_idx\` ON \`sms_alerts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sms_alerts_rels_localities_id_idx\` ON \`sms_alerts_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE TABLE \`alert_banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`localities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alert_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_order_idx\` ON \`alert_banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_parent_idx\` ON \`alert_banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_path_idx\` ON \`alert_banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_localities_id_idx\` ON \`alert_banner_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE TABLE \`_alert_banner_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`localities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alert_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_order_idx\` ON \`_alert_banner_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_parent_idx\` ON \`_alert_banner_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_path_idx\` ON \`_alert_banner_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_localities_id_idx\` ON \`_alert_banner_v_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE TABLE \`sms_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`daily_ceiling\` numeric DEFAULT 300 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`localities_id\` integer REFERENCES localities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_subscribers_id\` integer REFERENCES sms_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_alerts_id\` integer REFERENCES sms_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_localities_id_idx\` ON \`payload_locked_documents_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_alerts_id\`);`)
  await db.run(sql`ALTER TABLE \`alert_banner\` ADD \`sms_send\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`alert_banner\` ADD \`sms_keep_accents\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_alert_banner_v\` ADD \`version_sms_send\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_alert_banner_v\` ADD \`version_sms_keep_accents\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`localities\`;`)
  await db.run(sql`DROP TABLE \`sms_subscribers_topics\`;`)
  await db.run(sql`DROP TABLE \`sms_subscribers_pending_code_topics\`;`)
  await db.run(sql`DROP TABLE \`sms_subscribers\`;`)
  await db.run(sql`DROP TABLE \`sms_alerts\`;`)
  await db.run(sql`DROP TABLE \`sms_alerts_rels\`;`)
  await db.run(sql`DROP TABLE \`alert_banner_rels\`;`)
  await db.run(sql`DROP TABLE \`_alert_banner_v_rels\`;`)
  await db.run(sql`DROP TABLE \`sms_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`news_id\` integer,
  	\`services_id\` integer,
  	\`projects_id\` integer,
  	\`procedures_id\` integer,
  	\`investments_id\` integer,
  	\`gallery_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`documents_id\` integer,
  	\`decisions_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`events_id\` integer,
  	\`pages_id\` integer,
  	\`outbound_messages_id\` integer,
  	\`newsletter_announcements_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedures_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`investments_id\`) REFERENCES \`investments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`decisions_id\`) REFERENCES \`decisions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbound_messages_id\`) REFERENCES \`outbound_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_announcements_id\`) REFERENCES \`newsletter_announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_procedures_id_idx\` ON \`payload_locked_documents_rels\` (\`procedures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_investments_id_idx\` ON \`payload_locked_documents_rels\` (\`investments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_decisions_id_idx\` ON \`payload_locked_documents_rels\` (\`decisions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbound_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbound_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_announcements_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_announcements_id\`);`)
  await db.run(sql`ALTER TABLE \`alert_banner\` DROP COLUMN \`sms_send\`;`)
  await db.run(sql`ALTER TABLE \`alert_banner\` DROP COLUMN \`sms_keep_accents\`;`)
  await db.run(sql`ALTER TABLE \`_alert_banner_v\` DROP COLUMN \`version_sms_send\`;`)
  await db.run(sql`ALTER TABLE \`_alert_banner_v\` DROP COLUMN \`version_sms_keep_accents\`;`)
}
