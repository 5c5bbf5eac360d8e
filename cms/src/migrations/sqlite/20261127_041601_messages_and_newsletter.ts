import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_messages_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`sent_at\` text,
  	\`author_id\` integer,
  	\`outbound_message_id\` integer,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`outbound_message_id\`) REFERENCES \`outbound_messages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_replies_order_idx\` ON \`contact_messages_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_replies_parent_id_idx\` ON \`contact_messages_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_replies_author_idx\` ON \`contact_messages_replies\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_replies_outbound_message_idx\` ON \`contact_messages_replies\` (\`outbound_message_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_topics_order_idx\` ON \`newsletter_subscribers_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_topics_parent_idx\` ON \`newsletter_subscribers_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`outbound_messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`channel\` text DEFAULT 'email' NOT NULL,
  	\`template\` text DEFAULT 'other' NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`text\` text,
  	\`html\` text,
  	\`headers\` text,
  	\`reply_to\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`message_id\` text,
  	\`once_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbound_messages_template_idx\` ON \`outbound_messages\` (\`template\`);`)
  await db.run(sql`CREATE INDEX \`outbound_messages_to_idx\` ON \`outbound_messages\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbound_messages_status_idx\` ON \`outbound_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbound_messages_sent_at_idx\` ON \`outbound_messages\` (\`sent_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbound_messages_message_id_idx\` ON \`outbound_messages\` (\`message_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbound_messages_once_key_idx\` ON \`outbound_messages\` (\`once_key\`);`)
  await db.run(sql`CREATE INDEX \`outbound_messages_updated_at_idx\` ON \`outbound_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbound_messages_created_at_idx\` ON \`outbound_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_announcements\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`summary\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_announcements_key_idx\` ON \`newsletter_announcements\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_announcements_topic_idx\` ON \`newsletter_announcements\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_announcements_sent_at_idx\` ON \`newsletter_announcements\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_announcements_updated_at_idx\` ON \`newsletter_announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_announcements_created_at_idx\` ON \`newsletter_announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`delivery\` text DEFAULT 'batched' NOT NULL,
  	\`digest_hour\` numeric DEFAULT 18,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invited_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`invited_to_confirm_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_confirmed_at_idx\` ON \`newsletter_subscribers\` (\`confirmed_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbound_messages_id\` integer REFERENCES outbound_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_announcements_id\` integer REFERENCES newsletter_announcements(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbound_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbound_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_announcements_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_announcements_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_messages_replies\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_topics\`;`)
  await db.run(sql`DROP TABLE \`outbound_messages\`;`)
  await db.run(sql`DROP TABLE \`newsletter_announcements\`;`)
  await db.run(sql`DROP TABLE \`newsletter_settings\`;`)
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
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id", "events_id", "pages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`invited_to_confirm_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invited_at\`;`)
}
