import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_recordings_id_idx\` ON \`news_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_recordings_id_idx\` ON \`_news_v_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`procedures_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`procedures_rels_order_idx\` ON \`procedures_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`procedures_rels_parent_idx\` ON \`procedures_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_rels_path_idx\` ON \`procedures_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`procedures_rels_recordings_id_idx\` ON \`procedures_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`_procedures_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_procedures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_procedures_v_rels_order_idx\` ON \`_procedures_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_rels_parent_idx\` ON \`_procedures_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_rels_path_idx\` ON \`_procedures_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_rels_recordings_id_idx\` ON \`_procedures_v_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_recordings_id_idx\` ON \`events_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`recordings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_recordings_id_idx\` ON \`_events_v_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE TABLE \`recordings_listening\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text NOT NULL,
  	\`filename\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`bytes\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recordings_listening_order_idx\` ON \`recordings_listening\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recordings_listening_parent_id_idx\` ON \`recordings_listening\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recordings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`summary\` text,
  	\`conversion\` text DEFAULT 'pending',
  	\`conversion_error\` text,
  	\`duration_seconds\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`recordings_updated_at_idx\` ON \`recordings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recordings_created_at_idx\` ON \`recordings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`recordings_filename_idx\` ON \`recordings\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`spoken_audio\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`recording_id\` integer NOT NULL,
  	\`format\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`recording_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`spoken_audio_recording_idx\` ON \`spoken_audio\` (\`recording_id\`);`)
  await db.run(sql`CREATE INDEX \`spoken_audio_updated_at_idx\` ON \`spoken_audio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spoken_audio_created_at_idx\` ON \`spoken_audio\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`spoken_audio_filename_idx\` ON \`spoken_audio\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`commune_spoken_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`name\` text,
  	\`french_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commune_spoken_languages_order_idx\` ON \`commune_spoken_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_spoken_languages_parent_id_idx\` ON \`commune_spoken_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_commune_v_version_spoken_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`code\` text,
  	\`name\` text,
  	\`french_name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_commune_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_commune_v_version_spoken_languages_order_idx\` ON \`_commune_v_version_spoken_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_spoken_languages_parent_id_idx\` ON \`_commune_v_version_spoken_languages\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`CREATE INDEX \`services_rels_recordings_id_idx\` ON \`services_rels\` (\`recordings_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_recordings_id_idx\` ON \`_services_v_rels\` (\`recordings_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`spoken_audio_id\` integer REFERENCES spoken_audio(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recordings_id_idx\` ON \`payload_locked_documents_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spoken_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`spoken_audio_id\`);`)
  await db.run(sql`ALTER TABLE \`alert_banner_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_recordings_id_idx\` ON \`alert_banner_rels\` (\`recordings_id\`);`)
  await db.run(sql`ALTER TABLE \`_alert_banner_v_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_recordings_id_idx\` ON \`_alert_banner_v_rels\` (\`recordings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`procedures_rels\`;`)
  await db.run(sql`DROP TABLE \`_procedures_v_rels\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`recordings_listening\`;`)
  await db.run(sql`DROP TABLE \`recordings\`;`)
  await db.run(sql`DROP TABLE \`spoken_audio\`;`)
  await db.run(sql`DROP TABLE \`commune_spoken_languages\`;`)
  await db.run(sql`DROP TABLE \`_commune_v_version_spoken_languages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_rels\`("id", "order", "parent_id", "path", "services_id") SELECT "id", "order", "parent_id", "path", "services_id" FROM \`services_rels\`;`)
  await db.run(sql`DROP TABLE \`services_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_rels\` RENAME TO \`services_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`services_rels_order_idx\` ON \`services_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_parent_idx\` ON \`services_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_path_idx\` ON \`services_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_services_id_idx\` ON \`services_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v_rels\`("id", "order", "parent_id", "path", "services_id") SELECT "id", "order", "parent_id", "path", "services_id" FROM \`_services_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_services_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_rels\` RENAME TO \`_services_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_order_idx\` ON \`_services_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_parent_idx\` ON \`_services_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_path_idx\` ON \`_services_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_services_id_idx\` ON \`_services_v_rels\` (\`services_id\`);`)
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
  	\`localities_id\` integer,
  	\`sms_subscribers_id\` integer,
  	\`sms_alerts_id\` integer,
  	\`citizen_requests_id\` integer,
  	\`request_attachments_id\` integer,
  	\`request_log_id\` integer,
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
  	FOREIGN KEY (\`newsletter_announcements_id\`) REFERENCES \`newsletter_announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_subscribers_id\`) REFERENCES \`sms_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_alerts_id\`) REFERENCES \`sms_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`citizen_requests_id\`) REFERENCES \`citizen_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_attachments_id\`) REFERENCES \`request_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_log_id\`) REFERENCES \`request_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id", "citizen_requests_id", "request_attachments_id", "request_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id", "citizen_requests_id", "request_attachments_id", "request_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_localities_id_idx\` ON \`payload_locked_documents_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_citizen_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`citizen_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`request_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_log_id_idx\` ON \`payload_locked_documents_rels\` (\`request_log_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_alert_banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`localities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alert_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert_banner_rels\`("id", "order", "parent_id", "path", "localities_id") SELECT "id", "order", "parent_id", "path", "localities_id" FROM \`alert_banner_rels\`;`)
  await db.run(sql`DROP TABLE \`alert_banner_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert_banner_rels\` RENAME TO \`alert_banner_rels\`;`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_order_idx\` ON \`alert_banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_parent_idx\` ON \`alert_banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_path_idx\` ON \`alert_banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner_rels_localities_id_idx\` ON \`alert_banner_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__alert_banner_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`localities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alert_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localities_id\`) REFERENCES \`localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__alert_banner_v_rels\`("id", "order", "parent_id", "path", "localities_id") SELECT "id", "order", "parent_id", "path", "localities_id" FROM \`_alert_banner_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_alert_banner_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__alert_banner_v_rels\` RENAME TO \`_alert_banner_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_order_idx\` ON \`_alert_banner_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_parent_idx\` ON \`_alert_banner_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_path_idx\` ON \`_alert_banner_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_rels_localities_id_idx\` ON \`_alert_banner_v_rels\` (\`localities_id\`);`)
}
