import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`procedures_online_request_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`help\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`procedures_online_request_fields_order_idx\` ON \`procedures_online_request_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`procedures_online_request_fields_parent_id_idx\` ON \`procedures_online_request_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_procedures_v_version_online_request_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`help\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_procedures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_online_request_fields_order_idx\` ON \`_procedures_v_version_online_request_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_online_request_fields_parent_id_idx\` ON \`_procedures_v_version_online_request_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`citizen_requests_internal_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`citizen_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citizen_requests_internal_notes_order_idx\` ON \`citizen_requests_internal_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_internal_notes_parent_id_idx\` ON \`citizen_requests_internal_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_internal_notes_by_idx\` ON \`citizen_requests_internal_notes\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`citizen_requests_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`kind\` text,
  	\`field_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`citizen_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citizen_requests_answers_order_idx\` ON \`citizen_requests_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_answers_parent_id_idx\` ON \`citizen_requests_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`citizen_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text,
  	\`at\` text,
  	\`by_id\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`citizen_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citizen_requests_history_order_idx\` ON \`citizen_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_history_parent_id_idx\` ON \`citizen_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_history_by_idx\` ON \`citizen_requests_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`citizen_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`message_to_citizen\` text,
  	\`procedure_id\` integer NOT NULL,
  	\`procedure_title\` text,
  	\`requester_name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`beneficiary\` text,
  	\`relation\` text,
  	\`submitted_without_script\` integer,
  	\`due_at\` text,
  	\`ready_at\` text,
  	\`closed_at\` text,
  	\`personal_data_erased_at\` text,
  	\`year\` numeric NOT NULL,
  	\`sequence\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assigned_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`procedure_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`citizen_requests_reference_idx\` ON \`citizen_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_state_idx\` ON \`citizen_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_assigned_to_idx\` ON \`citizen_requests\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_procedure_idx\` ON \`citizen_requests\` (\`procedure_id\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_due_at_idx\` ON \`citizen_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_closed_at_idx\` ON \`citizen_requests\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_updated_at_idx\` ON \`citizen_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_created_at_idx\` ON \`citizen_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`state_createdAt_idx\` ON \`citizen_requests\` (\`state\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`year_sequence_idx\` ON \`citizen_requests\` (\`year\`,\`sequence\`);`)
  await db.run(sql`CREATE TABLE \`citizen_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`request_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`citizen_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_attachments_id\`) REFERENCES \`request_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citizen_requests_rels_order_idx\` ON \`citizen_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_rels_parent_idx\` ON \`citizen_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_rels_path_idx\` ON \`citizen_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`citizen_requests_rels_request_attachments_id_idx\` ON \`citizen_requests_rels\` (\`request_attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`request_attachments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text,
  	\`label\` text,
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
  await db.run(sql`CREATE INDEX \`request_attachments_reference_idx\` ON \`request_attachments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`request_attachments_updated_at_idx\` ON \`request_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_attachments_created_at_idx\` ON \`request_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`request_attachments_filename_idx\` ON \`request_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`request_log\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`action\` text NOT NULL,
  	\`reference\` text,
  	\`user_id\` integer,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`request_log_reference_idx\` ON \`request_log\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`request_log_user_idx\` ON \`request_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`request_log_updated_at_idx\` ON \`request_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_log_created_at_idx\` ON \`request_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`request_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`retention_months\` numeric DEFAULT 12 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`online_request_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` ADD \`version_online_request_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`citizen_requests_id\` integer REFERENCES citizen_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_attachments_id\` integer REFERENCES request_attachments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_log_id\` integer REFERENCES request_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_citizen_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`citizen_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`request_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_log_id_idx\` ON \`payload_locked_documents_rels\` (\`request_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`procedures_online_request_fields\`;`)
  await db.run(sql`DROP TABLE \`_procedures_v_version_online_request_fields\`;`)
  await db.run(sql`DROP TABLE \`citizen_requests_internal_notes\`;`)
  await db.run(sql`DROP TABLE \`citizen_requests_answers\`;`)
  await db.run(sql`DROP TABLE \`citizen_requests_history\`;`)
  await db.run(sql`DROP TABLE \`citizen_requests\`;`)
  await db.run(sql`DROP TABLE \`citizen_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`request_attachments\`;`)
  await db.run(sql`DROP TABLE \`request_log\`;`)
  await db.run(sql`DROP TABLE \`request_settings\`;`)
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
  	\`localities_id\` integer,
  	\`sms_subscribers_id\` integer,
  	\`sms_alerts_id\` integer,
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
  	FOREIGN KEY (\`sms_alerts_id\`) REFERENCES \`sms_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_localities_id_idx\` ON \`payload_locked_documents_rels\` (\`localities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_alerts_id\`);`)
  await db.run(sql`ALTER TABLE \`procedures\` DROP COLUMN \`online_request_enabled\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` DROP COLUMN \`version_online_request_enabled\`;`)
}
