import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_builds\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`trigger\` text NOT NULL,
  	\`changes\` text,
  	\`by\` text,
  	\`started_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`duration_seconds\` numeric,
  	\`result\` text NOT NULL,
  	\`reason\` text,
  	\`deploy_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`site_builds_started_at_idx\` ON \`site_builds\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`site_builds_deploy_id_idx\` ON \`site_builds\` (\`deploy_id\`);`)
  await db.run(sql`CREATE INDEX \`site_builds_updated_at_idx\` ON \`site_builds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_builds_created_at_idx\` ON \`site_builds\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_builds_id\` integer REFERENCES site_builds(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_builds_id_idx\` ON \`payload_locked_documents_rels\` (\`site_builds_id\`);`)
  await db.run(sql`ALTER TABLE \`publication_state\` ADD \`requested_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_builds\`;`)
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
  	\`citizen_requests_id\` integer,
  	\`request_attachments_id\` integer,
  	\`request_log_id\` integer,
  	\`recordings_id\` integer,
  	\`spoken_audio_id\` integer,
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
  	FOREIGN KEY (\`request_log_id\`) REFERENCES \`request_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recordings_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spoken_audio_id\`) REFERENCES \`spoken_audio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id", "citizen_requests_id", "request_attachments_id", "request_log_id", "recordings_id", "spoken_audio_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id", "outbound_messages_id", "newsletter_announcements_id", "localities_id", "sms_subscribers_id", "sms_alerts_id", "citizen_requests_id", "request_attachments_id", "request_log_id", "recordings_id", "spoken_audio_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_citizen_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`citizen_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`request_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_log_id_idx\` ON \`payload_locked_documents_rels\` (\`request_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recordings_id_idx\` ON \`payload_locked_documents_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spoken_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`spoken_audio_id\`);`)
  await db.run(sql`ALTER TABLE \`publication_state\` DROP COLUMN \`requested_at\`;`)
}
