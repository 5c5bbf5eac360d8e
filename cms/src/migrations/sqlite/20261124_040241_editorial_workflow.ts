import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_content\` text,
  	\`version_category\` text,
  	\`version_image_id\` integer,
  	\`version_author\` text,
  	\`version_created_by_id\` integer,
  	\`version_date\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_by_idx\` ON \`_news_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_by_idx\` ON \`_news_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_texts_order_parent\` ON \`_news_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_features_order_idx\` ON \`_services_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_features_parent_id_idx\` ON \`_services_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_order_idx\` ON \`_services_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_parent_id_idx\` ON \`_services_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_gallery_order_idx\` ON \`_services_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_gallery_parent_id_idx\` ON \`_services_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_gallery_image_idx\` ON \`_services_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_faq_order_idx\` ON \`_services_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_faq_parent_id_idx\` ON \`_services_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_category\` text DEFAULT 'EDUCATION',
  	\`version_icon\` text,
  	\`version_image_id\` integer,
  	\`version_long_description\` text,
  	\`version_location\` text DEFAULT 'Hôtel de ville',
  	\`version_hours\` text DEFAULT 'Du lundi au vendredi, de 8h à 17h',
  	\`version_contact\` text,
  	\`version_deadline\` text,
  	\`version_price\` text,
  	\`version_contact_info_name\` text,
  	\`version_contact_info_phone\` text,
  	\`version_contact_info_email\` text,
  	\`version_contact_info_address\` text,
  	\`version_contact_info_hours\` text,
  	\`version_cta_text\` text,
  	\`version_cta_url\` text,
  	\`version_seo_structured_data\` text,
  	\`version_meta_description\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_image_idx\` ON \`_services_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_by_idx\` ON \`_services_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_autosave_idx\` ON \`_services_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_texts_order_parent\` ON \`_services_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_rels_order_idx\` ON \`_services_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_parent_idx\` ON \`_services_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_path_idx\` ON \`_services_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_services_id_idx\` ON \`_services_v_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_funding_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`partner\` text,
  	\`share\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_funding_partners_order_idx\` ON \`_projects_v_version_funding_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_funding_partners_parent_id_idx\` ON \`_projects_v_version_funding_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_status\` text DEFAULT 'PLANNED',
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_budget\` text,
  	\`version_image_id\` integer,
  	\`version_progress\` numeric,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_image_idx\` ON \`_projects_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_by_idx\` ON \`_projects_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_texts_order_parent\` ON \`_projects_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_procedures_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_icon\` text,
  	\`version_processing_time\` numeric DEFAULT 1,
  	\`version_category\` text DEFAULT 'ETAT_CIVIL',
  	\`version_online_url\` text,
  	\`version_cost\` text,
  	\`version_office\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_procedures_v_parent_idx\` ON \`_procedures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_updated_by_idx\` ON \`_procedures_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_updated_at_idx\` ON \`_procedures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_created_at_idx\` ON \`_procedures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version__status_idx\` ON \`_procedures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_created_at_idx\` ON \`_procedures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_updated_at_idx\` ON \`_procedures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_latest_idx\` ON \`_procedures_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_autosave_idx\` ON \`_procedures_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_procedures_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_procedures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_procedures_v_texts_order_parent\` ON \`_procedures_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investments_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_description\` text,
  	\`version_short_description\` text,
  	\`version_amount\` text,
  	\`version_start_year\` numeric,
  	\`version_end_year\` numeric,
  	\`version_status\` text DEFAULT 'En recherche de partenaires',
  	\`version_image_id\` integer,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`investments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_investments_v_parent_idx\` ON \`_investments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_version_version_image_idx\` ON \`_investments_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_version_version_updated_by_idx\` ON \`_investments_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_version_version_updated_at_idx\` ON \`_investments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_version_version_created_at_idx\` ON \`_investments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_version_version__status_idx\` ON \`_investments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_created_at_idx\` ON \`_investments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_updated_at_idx\` ON \`_investments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_latest_idx\` ON \`_investments_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_investments_v_autosave_idx\` ON \`_investments_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_start\` text,
  	\`version_end\` text,
  	\`version_place\` text,
  	\`version_theme\` text,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_by_idx\` ON \`_events_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_autosave_idx\` ON \`_events_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_footer\` integer DEFAULT false,
  	\`version_footer_order\` numeric,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_commune_v_version_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`days\` text,
  	\`hours\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_commune_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_commune_v_version_opening_hours_order_idx\` ON \`_commune_v_version_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_opening_hours_parent_id_idx\` ON \`_commune_v_version_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_commune_v_version_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_commune_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_commune_v_version_key_figures_order_idx\` ON \`_commune_v_version_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_key_figures_parent_id_idx\` ON \`_commune_v_version_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_commune_v_version_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_commune_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_commune_v_version_social_links_order_idx\` ON \`_commune_v_version_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_social_links_parent_id_idx\` ON \`_commune_v_version_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_commune_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text,
  	\`version_slogan\` text,
  	\`version_mayor_name\` text,
  	\`version_mayor_role\` text,
  	\`version_mayor_photo_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_invest_email\` text,
  	\`version_address\` text,
  	\`version_economic_office\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_mayor_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_commune_v_version_mayor_version_mayor_photo_idx\` ON \`_commune_v\` (\`version_mayor_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_version_updated_by_idx\` ON \`_commune_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_version_version__status_idx\` ON \`_commune_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_created_at_idx\` ON \`_commune_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_updated_at_idx\` ON \`_commune_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_latest_idx\` ON \`_commune_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_commune_v_autosave_idx\` ON \`_commune_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_invest_pitch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_invest_pitch_points_order_idx\` ON \`_home_page_v_version_invest_pitch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_invest_pitch_points_parent_id_idx\` ON \`_home_page_v_version_invest_pitch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_welcome_title\` text,
  	\`version_welcome_text\` text,
  	\`version_welcome_signature_role\` text,
  	\`version_invest_pitch_title\` text,
  	\`version_invest_pitch_lead\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_updated_by_idx\` ON \`_home_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_mayor_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_mayor_pillars_order_idx\` ON \`_presentation_page_v_version_mayor_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_mayor_pillars_parent_id_idx\` ON \`_presentation_page_v_version_mayor_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_history_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`period\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_history_steps_order_idx\` ON \`_presentation_page_v_version_history_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_history_steps_parent_id_idx\` ON \`_presentation_page_v_version_history_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_culture_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_culture_items_order_idx\` ON \`_presentation_page_v_version_culture_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_culture_items_parent_id_idx\` ON \`_presentation_page_v_version_culture_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_population_age_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_population_age_bands_order_idx\` ON \`_presentation_page_v_version_population_age_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_population_age_bands_parent_id_idx\` ON \`_presentation_page_v_version_population_age_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_population_ethnic_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_population_ethnic_groups_order_idx\` ON \`_presentation_page_v_version_population_ethnic_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_population_ethnic_groups_parent_id_idx\` ON \`_presentation_page_v_version_population_ethnic_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_education_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_education_figures_order_idx\` ON \`_presentation_page_v_version_education_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_education_figures_parent_id_idx\` ON \`_presentation_page_v_version_education_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_economy_agriculture_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_economy_agriculture_points_order_idx\` ON \`_presentation_page_v_version_economy_agriculture_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_economy_agriculture_points_parent_id_idx\` ON \`_presentation_page_v_version_economy_agriculture_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v_version_economy_livestock_animals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`count\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presentation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_economy_livestock_animals_order_idx\` ON \`_presentation_page_v_version_economy_livestock_animals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_economy_livestock_animals_parent_id_idx\` ON \`_presentation_page_v_version_economy_livestock_animals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presentation_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_description\` text,
  	\`version_mayor_eyebrow\` text,
  	\`version_mayor_title\` text,
  	\`version_mayor_text\` text,
  	\`version_history_title\` text,
  	\`version_history_intro\` text,
  	\`version_culture_title\` text,
  	\`version_culture_intro\` text,
  	\`version_population_title\` text,
  	\`version_population_total\` text,
  	\`version_population_total_label\` text,
  	\`version_population_intro\` text,
  	\`version_population_age_title\` text,
  	\`version_population_age_note\` text,
  	\`version_population_ethnic_title\` text,
  	\`version_population_ethnic_text\` text,
  	\`version_education_title\` text,
  	\`version_education_intro\` text,
  	\`version_economy_title\` text,
  	\`version_economy_intro\` text,
  	\`version_economy_agriculture_title\` text,
  	\`version_economy_agriculture_text\` text,
  	\`version_economy_livestock_title\` text,
  	\`version_economy_livestock_text\` text,
  	\`version_economy_commerce_title\` text,
  	\`version_economy_commerce_shops\` numeric,
  	\`version_economy_commerce_text\` text,
  	\`version_economy_crafts_title\` text,
  	\`version_economy_crafts_text\` text,
  	\`version_mayor_message_title\` text,
  	\`version_mayor_message_text\` text,
  	\`version_mayor_message_closing\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_version_updated_by_idx\` ON \`_presentation_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_version_version__status_idx\` ON \`_presentation_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_created_at_idx\` ON \`_presentation_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_updated_at_idx\` ON \`_presentation_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_latest_idx\` ON \`_presentation_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_presentation_page_v_autosave_idx\` ON \`_presentation_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_projects_page_v_version_overview_axes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_overview_axes_order_idx\` ON \`_projects_page_v_version_overview_axes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_overview_axes_parent_id_idx\` ON \`_projects_page_v_version_overview_axes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_page_v_version_plan_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_plan_objectives_order_idx\` ON \`_projects_page_v_version_plan_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_plan_objectives_parent_id_idx\` ON \`_projects_page_v_version_plan_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_page_v_version_plan_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`priority\` text,
  	\`budget\` numeric,
  	\`start_year\` numeric,
  	\`duration_months\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_plan_projects_order_idx\` ON \`_projects_page_v_version_plan_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_plan_projects_parent_id_idx\` ON \`_projects_page_v_version_plan_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_page_v_version_participation_ways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_participation_ways_order_idx\` ON \`_projects_page_v_version_participation_ways\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_participation_ways_parent_id_idx\` ON \`_projects_page_v_version_participation_ways\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_overview_title\` text,
  	\`version_overview_intro\` text,
  	\`version_plan_title\` text,
  	\`version_plan_period\` text,
  	\`version_plan_vision_title\` text,
  	\`version_plan_vision\` text,
  	\`version_plan_objectives_title\` text,
  	\`version_plan_projects_title\` text,
  	\`version_plan_download_label\` text,
  	\`version_plan_pdq_id\` integer,
  	\`version_plan_pdq_pending_title\` text,
  	\`version_plan_pdq_pending_message\` text,
  	\`version_plan_pdq_pending_hint\` text,
  	\`version_participation_title\` text,
  	\`version_participation_intro\` text,
  	\`version_participation_cta_label\` text,
  	\`version_participation_cta_href\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_plan_pdq_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_plan_version_plan_pdq_idx\` ON \`_projects_page_v\` (\`version_plan_pdq_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_version_updated_by_idx\` ON \`_projects_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_version_version__status_idx\` ON \`_projects_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_created_at_idx\` ON \`_projects_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_updated_at_idx\` ON \`_projects_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_latest_idx\` ON \`_projects_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_projects_page_v_autosave_idx\` ON \`_projects_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_investment_page_v_version_why_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investment_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_why_points_order_idx\` ON \`_investment_page_v_version_why_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_why_points_parent_id_idx\` ON \`_investment_page_v_version_why_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investment_page_v_version_sectors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`sector\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investment_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_sectors_items_order_idx\` ON \`_investment_page_v_version_sectors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_sectors_items_parent_id_idx\` ON \`_investment_page_v_version_sectors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investment_page_v_version_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investment_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_advantages_items_order_idx\` ON \`_investment_page_v_version_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_advantages_items_parent_id_idx\` ON \`_investment_page_v_version_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investment_page_v_version_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investment_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_faq_items_order_idx\` ON \`_investment_page_v_version_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_faq_items_parent_id_idx\` ON \`_investment_page_v_version_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investment_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_why_title\` text,
  	\`version_why_intro\` text,
  	\`version_sectors_title\` text,
  	\`version_sectors_intro\` text,
  	\`version_advantages_title\` text,
  	\`version_faq_title\` text,
  	\`version_contact_card_title\` text,
  	\`version_contact_card_text\` text,
  	\`version_contact_closing_title\` text,
  	\`version_contact_closing_text\` text,
  	\`version_contact_appointment_subject\` text,
  	\`version_contact_brochure_id\` integer,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_contact_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_contact_version_contact_broch_idx\` ON \`_investment_page_v\` (\`version_contact_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_version_updated_by_idx\` ON \`_investment_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_version_version__status_idx\` ON \`_investment_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_created_at_idx\` ON \`_investment_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_updated_at_idx\` ON \`_investment_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_latest_idx\` ON \`_investment_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_investment_page_v_autosave_idx\` ON \`_investment_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_alert_banner_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_active\` integer DEFAULT false,
  	\`version_message\` text,
  	\`version_level\` text DEFAULT 'info',
  	\`version_link_url\` text,
  	\`version_link_label\` text,
  	\`version_start\` text,
  	\`version_end\` text,
  	\`version_review_requested\` integer DEFAULT false,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_version_version_updated_by_idx\` ON \`_alert_banner_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_version_version__status_idx\` ON \`_alert_banner_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_created_at_idx\` ON \`_alert_banner_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_updated_at_idx\` ON \`_alert_banner_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_latest_idx\` ON \`_alert_banner_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_alert_banner_v_autosave_idx\` ON \`_alert_banner_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`category\` text,
  	\`image_id\` integer,
  	\`author\` text,
  	\`created_by_id\` integer,
  	\`date\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_created_by_idx\` ON \`news\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_features\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`services_features\`;`)
  await db.run(sql`DROP TABLE \`services_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_features\` RENAME TO \`services_features\`;`)
  await db.run(sql`CREATE INDEX \`services_features_order_idx\` ON \`services_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_features_parent_id_idx\` ON \`services_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_steps\` RENAME TO \`services_steps\`;`)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_gallery\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`services_gallery\`;`)
  await db.run(sql`DROP TABLE \`services_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_gallery\` RENAME TO \`services_gallery\`;`)
  await db.run(sql`CREATE INDEX \`services_gallery_order_idx\` ON \`services_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_gallery_parent_id_idx\` ON \`services_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_gallery_image_idx\` ON \`services_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`services_faq\`;`)
  await db.run(sql`DROP TABLE \`services_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_faq\` RENAME TO \`services_faq\`;`)
  await db.run(sql`CREATE INDEX \`services_faq_order_idx\` ON \`services_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_faq_parent_id_idx\` ON \`services_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`category\` text DEFAULT 'EDUCATION',
  	\`icon\` text,
  	\`image_id\` integer,
  	\`long_description\` text,
  	\`location\` text DEFAULT 'Hôtel de ville',
  	\`hours\` text DEFAULT 'Du lundi au vendredi, de 8h à 17h',
  	\`contact\` text,
  	\`deadline\` text,
  	\`price\` text,
  	\`contact_info_name\` text,
  	\`contact_info_phone\` text,
  	\`contact_info_email\` text,
  	\`contact_info_address\` text,
  	\`contact_info_hours\` text,
  	\`cta_text\` text,
  	\`cta_url\` text,
  	\`seo_structured_data\` text,
  	\`meta_description\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_by_idx\` ON \`services\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_funding_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`partner\` text,
  	\`share\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_funding_partners\`("_order", "_parent_id", "id", "partner", "share") SELECT "_order", "_parent_id", "id", "partner", "share" FROM \`projects_funding_partners\`;`)
  await db.run(sql`DROP TABLE \`projects_funding_partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_funding_partners\` RENAME TO \`projects_funding_partners\`;`)
  await db.run(sql`CREATE INDEX \`projects_funding_partners_order_idx\` ON \`projects_funding_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_funding_partners_parent_id_idx\` ON \`projects_funding_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`status\` text DEFAULT 'PLANNED',
  	\`start_date\` text,
  	\`end_date\` text,
  	\`budget\` text,
  	\`image_id\` integer,
  	\`progress\` numeric,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_image_idx\` ON \`projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_by_idx\` ON \`projects\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_procedures\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`processing_time\` numeric DEFAULT 1,
  	\`category\` text DEFAULT 'ETAT_CIVIL',
  	\`online_url\` text,
  	\`cost\` text,
  	\`office\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_procedures\`("id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`procedures\`;`)
  await db.run(sql`DROP TABLE \`procedures\`;`)
  await db.run(sql`ALTER TABLE \`__new_procedures\` RENAME TO \`procedures\`;`)
  await db.run(sql`CREATE INDEX \`procedures_updated_by_idx\` ON \`procedures\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_updated_at_idx\` ON \`procedures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures_created_at_idx\` ON \`procedures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures__status_idx\` ON \`procedures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_investments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`description\` text,
  	\`short_description\` text,
  	\`amount\` text,
  	\`start_year\` numeric,
  	\`end_year\` numeric,
  	\`status\` text DEFAULT 'En recherche de partenaires',
  	\`image_id\` integer,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investments\`("id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`investments\`;`)
  await db.run(sql`DROP TABLE \`investments\`;`)
  await db.run(sql`ALTER TABLE \`__new_investments\` RENAME TO \`investments\`;`)
  await db.run(sql`CREATE INDEX \`investments_image_idx\` ON \`investments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`investments_updated_by_idx\` ON \`investments\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investments_updated_at_idx\` ON \`investments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`investments_created_at_idx\` ON \`investments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`investments__status_idx\` ON \`investments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`start\` text,
  	\`end\` text,
  	\`place\` text,
  	\`theme\` text,
  	\`image_id\` integer,
  	\`description\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "title", "start", "end", "place", "theme", "image_id", "description", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "start", "end", "place", "theme", "image_id", "description", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_by_idx\` ON \`events\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`footer\` integer DEFAULT false,
  	\`footer_order\` numeric,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "summary", "content", "footer", "footer_order", "review_requested", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "content", "footer", "footer_order", "review_requested", "updated_by_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text,
  	\`hours\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_opening_hours\`("_order", "_parent_id", "id", "days", "hours") SELECT "_order", "_parent_id", "id", "days", "hours" FROM \`commune_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`commune_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_opening_hours\` RENAME TO \`commune_opening_hours\`;`)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_order_idx\` ON \`commune_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_parent_id_idx\` ON \`commune_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_key_figures\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`commune_key_figures\`;`)
  await db.run(sql`DROP TABLE \`commune_key_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_key_figures\` RENAME TO \`commune_key_figures\`;`)
  await db.run(sql`CREATE INDEX \`commune_key_figures_order_idx\` ON \`commune_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_key_figures_parent_id_idx\` ON \`commune_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_social_links\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", "url" FROM \`commune_social_links\`;`)
  await db.run(sql`DROP TABLE \`commune_social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_social_links\` RENAME TO \`commune_social_links\`;`)
  await db.run(sql`CREATE INDEX \`commune_social_links_order_idx\` ON \`commune_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_social_links_parent_id_idx\` ON \`commune_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`slogan\` text,
  	\`mayor_name\` text,
  	\`mayor_role\` text,
  	\`mayor_photo_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`invest_email\` text,
  	\`address\` text,
  	\`economic_office\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`mayor_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune\`("id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`commune\`;`)
  await db.run(sql`DROP TABLE \`commune\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune\` RENAME TO \`commune\`;`)
  await db.run(sql`CREATE INDEX \`commune_mayor_mayor_photo_idx\` ON \`commune\` (\`mayor_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`commune_updated_by_idx\` ON \`commune\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`commune__status_idx\` ON \`commune\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_invest_pitch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_invest_pitch_points\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`home_page_invest_pitch_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_invest_pitch_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_invest_pitch_points\` RENAME TO \`home_page_invest_pitch_points\`;`)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_order_idx\` ON \`home_page_invest_pitch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_parent_id_idx\` ON \`home_page_invest_pitch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`welcome_title\` text,
  	\`welcome_text\` text,
  	\`welcome_signature_role\` text,
  	\`invest_pitch_title\` text,
  	\`invest_pitch_lead\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_mayor_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_mayor_pillars\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_mayor_pillars\` RENAME TO \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_order_idx\` ON \`presentation_page_mayor_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_parent_id_idx\` ON \`presentation_page_mayor_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_history_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_history_steps\`("_order", "_parent_id", "id", "period", "title", "text") SELECT "_order", "_parent_id", "id", "period", "title", "text" FROM \`presentation_page_history_steps\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_history_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_history_steps\` RENAME TO \`presentation_page_history_steps\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_order_idx\` ON \`presentation_page_history_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_parent_id_idx\` ON \`presentation_page_history_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_culture_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_culture_items\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`presentation_page_culture_items\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_culture_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_culture_items\` RENAME TO \`presentation_page_culture_items\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_order_idx\` ON \`presentation_page_culture_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_parent_id_idx\` ON \`presentation_page_culture_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_population_age_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_population_age_bands\`("_order", "_parent_id", "id", "label", "percent") SELECT "_order", "_parent_id", "id", "label", "percent" FROM \`presentation_page_population_age_bands\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_age_bands\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_population_age_bands\` RENAME TO \`presentation_page_population_age_bands\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_order_idx\` ON \`presentation_page_population_age_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_parent_id_idx\` ON \`presentation_page_population_age_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_population_ethnic_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_population_ethnic_groups\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_population_ethnic_groups\` RENAME TO \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_order_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_parent_id_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_education_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_education_figures\`("_order", "_parent_id", "id", "value", "label", "detail") SELECT "_order", "_parent_id", "id", "value", "label", "detail" FROM \`presentation_page_education_figures\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_education_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_education_figures\` RENAME TO \`presentation_page_education_figures\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_order_idx\` ON \`presentation_page_education_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_parent_id_idx\` ON \`presentation_page_education_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_economy_agriculture_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_economy_agriculture_points\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_economy_agriculture_points\` RENAME TO \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_order_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_parent_id_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_economy_livestock_animals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_economy_livestock_animals\`("_order", "_parent_id", "id", "label", "count") SELECT "_order", "_parent_id", "id", "label", "count" FROM \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_economy_livestock_animals\` RENAME TO \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_order_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_parent_id_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`hero_description\` text,
  	\`mayor_eyebrow\` text,
  	\`mayor_title\` text,
  	\`mayor_text\` text,
  	\`history_title\` text,
  	\`history_intro\` text,
  	\`culture_title\` text,
  	\`culture_intro\` text,
  	\`population_title\` text,
  	\`population_total\` text,
  	\`population_total_label\` text,
  	\`population_intro\` text,
  	\`population_age_title\` text,
  	\`population_age_note\` text,
  	\`population_ethnic_title\` text,
  	\`population_ethnic_text\` text,
  	\`education_title\` text,
  	\`education_intro\` text,
  	\`economy_title\` text,
  	\`economy_intro\` text,
  	\`economy_agriculture_title\` text,
  	\`economy_agriculture_text\` text,
  	\`economy_livestock_title\` text,
  	\`economy_livestock_text\` text,
  	\`economy_commerce_title\` text,
  	\`economy_commerce_shops\` numeric,
  	\`economy_commerce_text\` text,
  	\`economy_crafts_title\` text,
  	\`economy_crafts_text\` text,
  	\`mayor_message_title\` text,
  	\`mayor_message_text\` text,
  	\`mayor_message_closing\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page\`("id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`presentation_page\`;`)
  await db.run(sql`DROP TABLE \`presentation_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page\` RENAME TO \`presentation_page\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_updated_by_idx\` ON \`presentation_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page__status_idx\` ON \`presentation_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_overview_axes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_overview_axes\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`projects_page_overview_axes\`;`)
  await db.run(sql`DROP TABLE \`projects_page_overview_axes\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_overview_axes\` RENAME TO \`projects_page_overview_axes\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_order_idx\` ON \`projects_page_overview_axes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_parent_id_idx\` ON \`projects_page_overview_axes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_plan_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_plan_objectives\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`projects_page_plan_objectives\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_objectives\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_plan_objectives\` RENAME TO \`projects_page_plan_objectives\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_order_idx\` ON \`projects_page_plan_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_parent_id_idx\` ON \`projects_page_plan_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_plan_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`priority\` text,
  	\`budget\` numeric,
  	\`start_year\` numeric,
  	\`duration_months\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_plan_projects\`("_order", "_parent_id", "id", "title", "description", "priority", "budget", "start_year", "duration_months") SELECT "_order", "_parent_id", "id", "title", "description", "priority", "budget", "start_year", "duration_months" FROM \`projects_page_plan_projects\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_plan_projects\` RENAME TO \`projects_page_plan_projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_order_idx\` ON \`projects_page_plan_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_parent_id_idx\` ON \`projects_page_plan_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_participation_ways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_participation_ways\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`projects_page_participation_ways\`;`)
  await db.run(sql`DROP TABLE \`projects_page_participation_ways\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_participation_ways\` RENAME TO \`projects_page_participation_ways\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_order_idx\` ON \`projects_page_participation_ways\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_parent_id_idx\` ON \`projects_page_participation_ways\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`overview_title\` text,
  	\`overview_intro\` text,
  	\`plan_title\` text,
  	\`plan_period\` text,
  	\`plan_vision_title\` text,
  	\`plan_vision\` text,
  	\`plan_objectives_title\` text,
  	\`plan_projects_title\` text,
  	\`plan_download_label\` text,
  	\`plan_pdq_id\` integer,
  	\`plan_pdq_pending_title\` text,
  	\`plan_pdq_pending_message\` text,
  	\`plan_pdq_pending_hint\` text,
  	\`participation_title\` text,
  	\`participation_intro\` text,
  	\`participation_cta_label\` text,
  	\`participation_cta_href\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`plan_pdq_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page\`("id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`projects_page\`;`)
  await db.run(sql`DROP TABLE \`projects_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page\` RENAME TO \`projects_page\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_plan_pdq_idx\` ON \`projects_page\` (\`plan_pdq_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_updated_by_idx\` ON \`projects_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_page__status_idx\` ON \`projects_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_why_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_why_points\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`investment_page_why_points\`;`)
  await db.run(sql`DROP TABLE \`investment_page_why_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_why_points\` RENAME TO \`investment_page_why_points\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_order_idx\` ON \`investment_page_why_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_parent_id_idx\` ON \`investment_page_why_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_sectors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sector\` text,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_sectors_items\`("_order", "_parent_id", "id", "sector", "text", "icon") SELECT "_order", "_parent_id", "id", "sector", "text", "icon" FROM \`investment_page_sectors_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_sectors_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_sectors_items\` RENAME TO \`investment_page_sectors_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_order_idx\` ON \`investment_page_sectors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_parent_id_idx\` ON \`investment_page_sectors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_advantages_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`investment_page_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_advantages_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_advantages_items\` RENAME TO \`investment_page_advantages_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_order_idx\` ON \`investment_page_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_parent_id_idx\` ON \`investment_page_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`investment_page_faq_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_faq_items\` RENAME TO \`investment_page_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_order_idx\` ON \`investment_page_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_parent_id_idx\` ON \`investment_page_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`why_title\` text,
  	\`why_intro\` text,
  	\`sectors_title\` text,
  	\`sectors_intro\` text,
  	\`advantages_title\` text,
  	\`faq_title\` text,
  	\`contact_card_title\` text,
  	\`contact_card_text\` text,
  	\`contact_closing_title\` text,
  	\`contact_closing_text\` text,
  	\`contact_appointment_subject\` text,
  	\`contact_brochure_id\` integer,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`contact_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page\`("id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`investment_page\`;`)
  await db.run(sql`DROP TABLE \`investment_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page\` RENAME TO \`investment_page\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_contact_contact_brochure_idx\` ON \`investment_page\` (\`contact_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_updated_by_idx\` ON \`investment_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investment_page__status_idx\` ON \`investment_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_alert_banner\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`message\` text,
  	\`level\` text DEFAULT 'info',
  	\`link_url\` text,
  	\`link_label\` text,
  	\`start\` text,
  	\`end\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert_banner\`("id", "active", "message", "level", "link_url", "link_label", "start", "end", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "active", "message", "level", "link_url", "link_label", "start", "end", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`alert_banner\`;`)
  await db.run(sql`DROP TABLE \`alert_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert_banner\` RENAME TO \`alert_banner\`;`)
  await db.run(sql`CREATE INDEX \`alert_banner_updated_by_idx\` ON \`alert_banner\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner__status_idx\` ON \`alert_banner\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_services_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_funding_partners\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_procedures_v\`;`)
  await db.run(sql`DROP TABLE \`_procedures_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_investments_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_commune_v_version_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_commune_v_version_key_figures\`;`)
  await db.run(sql`DROP TABLE \`_commune_v_version_social_links\`;`)
  await db.run(sql`DROP TABLE \`_commune_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_invest_pitch_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_mayor_pillars\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_history_steps\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_culture_items\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_population_age_bands\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_population_ethnic_groups\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_education_figures\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_economy_agriculture_points\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v_version_economy_livestock_animals\`;`)
  await db.run(sql`DROP TABLE \`_presentation_page_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_page_v_version_overview_axes\`;`)
  await db.run(sql`DROP TABLE \`_projects_page_v_version_plan_objectives\`;`)
  await db.run(sql`DROP TABLE \`_projects_page_v_version_plan_projects\`;`)
  await db.run(sql`DROP TABLE \`_projects_page_v_version_participation_ways\`;`)
  await db.run(sql`DROP TABLE \`_projects_page_v\`;`)
  await db.run(sql`DROP TABLE \`_investment_page_v_version_why_points\`;`)
  await db.run(sql`DROP TABLE \`_investment_page_v_version_sectors_items\`;`)
  await db.run(sql`DROP TABLE \`_investment_page_v_version_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`_investment_page_v_version_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_investment_page_v\`;`)
  await db.run(sql`DROP TABLE \`_alert_banner_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`category\` text,
  	\`image_id\` integer,
  	\`author\` text,
  	\`created_by_id\` integer,
  	\`date\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_created_by_idx\` ON \`news\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_features\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`services_features\`;`)
  await db.run(sql`DROP TABLE \`services_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_features\` RENAME TO \`services_features\`;`)
  await db.run(sql`CREATE INDEX \`services_features_order_idx\` ON \`services_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_features_parent_id_idx\` ON \`services_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_steps\` RENAME TO \`services_steps\`;`)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_gallery\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`services_gallery\`;`)
  await db.run(sql`DROP TABLE \`services_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_gallery\` RENAME TO \`services_gallery\`;`)
  await db.run(sql`CREATE INDEX \`services_gallery_order_idx\` ON \`services_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_gallery_parent_id_idx\` ON \`services_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_gallery_image_idx\` ON \`services_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`services_faq\`;`)
  await db.run(sql`DROP TABLE \`services_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_faq\` RENAME TO \`services_faq\`;`)
  await db.run(sql`CREATE INDEX \`services_faq_order_idx\` ON \`services_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_faq_parent_id_idx\` ON \`services_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text DEFAULT 'EDUCATION' NOT NULL,
  	\`icon\` text,
  	\`image_id\` integer,
  	\`long_description\` text,
  	\`location\` text DEFAULT 'Hôtel de ville',
  	\`hours\` text DEFAULT 'Du lundi au vendredi, de 8h à 17h',
  	\`contact\` text,
  	\`deadline\` text,
  	\`price\` text,
  	\`contact_info_name\` text,
  	\`contact_info_phone\` text,
  	\`contact_info_email\` text,
  	\`contact_info_address\` text,
  	\`contact_info_hours\` text,
  	\`cta_text\` text,
  	\`cta_url\` text,
  	\`seo_structured_data\` text,
  	\`meta_description\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_by_idx\` ON \`services\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_funding_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`partner\` text NOT NULL,
  	\`share\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_funding_partners\`("_order", "_parent_id", "id", "partner", "share") SELECT "_order", "_parent_id", "id", "partner", "share" FROM \`projects_funding_partners\`;`)
  await db.run(sql`DROP TABLE \`projects_funding_partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_funding_partners\` RENAME TO \`projects_funding_partners\`;`)
  await db.run(sql`CREATE INDEX \`projects_funding_partners_order_idx\` ON \`projects_funding_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_funding_partners_parent_id_idx\` ON \`projects_funding_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`status\` text DEFAULT 'PLANNED' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`budget\` text,
  	\`image_id\` integer,
  	\`progress\` numeric,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_image_idx\` ON \`projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_by_idx\` ON \`projects\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_procedures\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text,
  	\`processing_time\` numeric DEFAULT 1 NOT NULL,
  	\`category\` text DEFAULT 'ETAT_CIVIL' NOT NULL,
  	\`online_url\` text,
  	\`cost\` text,
  	\`office\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_procedures\`("id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`procedures\`;`)
  await db.run(sql`DROP TABLE \`procedures\`;`)
  await db.run(sql`ALTER TABLE \`__new_procedures\` RENAME TO \`procedures\`;`)
  await db.run(sql`CREATE INDEX \`procedures_updated_by_idx\` ON \`procedures\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures__status_idx\` ON \`procedures\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`procedures_updated_at_idx\` ON \`procedures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures_created_at_idx\` ON \`procedures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_investments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`short_description\` text,
  	\`amount\` text NOT NULL,
  	\`start_year\` numeric,
  	\`end_year\` numeric,
  	\`status\` text DEFAULT 'En recherche de partenaires' NOT NULL,
  	\`image_id\` integer,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investments\`("id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`investments\`;`)
  await db.run(sql`DROP TABLE \`investments\`;`)
  await db.run(sql`ALTER TABLE \`__new_investments\` RENAME TO \`investments\`;`)
  await db.run(sql`CREATE INDEX \`investments_image_idx\` ON \`investments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`investments_updated_by_idx\` ON \`investments\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investments__status_idx\` ON \`investments\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`investments_updated_at_idx\` ON \`investments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`investments_created_at_idx\` ON \`investments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text,
  	\`place\` text,
  	\`theme\` text,
  	\`image_id\` integer,
  	\`description\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "title", "start", "end", "place", "theme", "image_id", "description", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "start", "end", "place", "theme", "image_id", "description", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_by_idx\` ON \`events\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`content\` text NOT NULL,
  	\`footer\` integer DEFAULT false,
  	\`footer_order\` numeric,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "summary", "content", "footer", "footer_order", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "content", "footer", "footer_order", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_opening_hours\`("_order", "_parent_id", "id", "days", "hours") SELECT "_order", "_parent_id", "id", "days", "hours" FROM \`commune_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`commune_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_opening_hours\` RENAME TO \`commune_opening_hours\`;`)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_order_idx\` ON \`commune_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_parent_id_idx\` ON \`commune_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_key_figures\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`commune_key_figures\`;`)
  await db.run(sql`DROP TABLE \`commune_key_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_key_figures\` RENAME TO \`commune_key_figures\`;`)
  await db.run(sql`CREATE INDEX \`commune_key_figures_order_idx\` ON \`commune_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_key_figures_parent_id_idx\` ON \`commune_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune_social_links\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", "url" FROM \`commune_social_links\`;`)
  await db.run(sql`DROP TABLE \`commune_social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune_social_links\` RENAME TO \`commune_social_links\`;`)
  await db.run(sql`CREATE INDEX \`commune_social_links_order_idx\` ON \`commune_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_social_links_parent_id_idx\` ON \`commune_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_commune\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`slogan\` text NOT NULL,
  	\`mayor_name\` text NOT NULL,
  	\`mayor_role\` text NOT NULL,
  	\`mayor_photo_id\` integer,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`invest_email\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`economic_office\` text NOT NULL,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`mayor_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune\`("id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`commune\`;`)
  await db.run(sql`DROP TABLE \`commune\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune\` RENAME TO \`commune\`;`)
  await db.run(sql`CREATE INDEX \`commune_mayor_mayor_photo_idx\` ON \`commune\` (\`mayor_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`commune_updated_by_idx\` ON \`commune\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`commune__status_idx\` ON \`commune\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_invest_pitch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_invest_pitch_points\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`home_page_invest_pitch_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_invest_pitch_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_invest_pitch_points\` RENAME TO \`home_page_invest_pitch_points\`;`)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_order_idx\` ON \`home_page_invest_pitch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_parent_id_idx\` ON \`home_page_invest_pitch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`welcome_title\` text NOT NULL,
  	\`welcome_text\` text NOT NULL,
  	\`welcome_signature_role\` text NOT NULL,
  	\`invest_pitch_title\` text NOT NULL,
  	\`invest_pitch_lead\` text NOT NULL,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_mayor_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_mayor_pillars\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_mayor_pillars\` RENAME TO \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_order_idx\` ON \`presentation_page_mayor_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_parent_id_idx\` ON \`presentation_page_mayor_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_history_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_history_steps\`("_order", "_parent_id", "id", "period", "title", "text") SELECT "_order", "_parent_id", "id", "period", "title", "text" FROM \`presentation_page_history_steps\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_history_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_history_steps\` RENAME TO \`presentation_page_history_steps\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_order_idx\` ON \`presentation_page_history_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_parent_id_idx\` ON \`presentation_page_history_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_culture_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_culture_items\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`presentation_page_culture_items\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_culture_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_culture_items\` RENAME TO \`presentation_page_culture_items\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_order_idx\` ON \`presentation_page_culture_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_parent_id_idx\` ON \`presentation_page_culture_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_population_age_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_population_age_bands\`("_order", "_parent_id", "id", "label", "percent") SELECT "_order", "_parent_id", "id", "label", "percent" FROM \`presentation_page_population_age_bands\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_age_bands\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_population_age_bands\` RENAME TO \`presentation_page_population_age_bands\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_order_idx\` ON \`presentation_page_population_age_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_parent_id_idx\` ON \`presentation_page_population_age_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_population_ethnic_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_population_ethnic_groups\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_population_ethnic_groups\` RENAME TO \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_order_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_parent_id_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_education_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_education_figures\`("_order", "_parent_id", "id", "value", "label", "detail") SELECT "_order", "_parent_id", "id", "value", "label", "detail" FROM \`presentation_page_education_figures\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_education_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_education_figures\` RENAME TO \`presentation_page_education_figures\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_order_idx\` ON \`presentation_page_education_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_parent_id_idx\` ON \`presentation_page_education_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_economy_agriculture_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_economy_agriculture_points\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_economy_agriculture_points\` RENAME TO \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_order_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_parent_id_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page_economy_livestock_animals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page_economy_livestock_animals\`("_order", "_parent_id", "id", "label", "count") SELECT "_order", "_parent_id", "id", "label", "count" FROM \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page_economy_livestock_animals\` RENAME TO \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_order_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_parent_id_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_presentation_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text NOT NULL,
  	\`hero_description\` text NOT NULL,
  	\`mayor_eyebrow\` text NOT NULL,
  	\`mayor_title\` text NOT NULL,
  	\`mayor_text\` text NOT NULL,
  	\`history_title\` text NOT NULL,
  	\`history_intro\` text NOT NULL,
  	\`culture_title\` text NOT NULL,
  	\`culture_intro\` text NOT NULL,
  	\`population_title\` text NOT NULL,
  	\`population_total\` text NOT NULL,
  	\`population_total_label\` text NOT NULL,
  	\`population_intro\` text NOT NULL,
  	\`population_age_title\` text NOT NULL,
  	\`population_age_note\` text,
  	\`population_ethnic_title\` text NOT NULL,
  	\`population_ethnic_text\` text NOT NULL,
  	\`education_title\` text NOT NULL,
  	\`education_intro\` text NOT NULL,
  	\`economy_title\` text NOT NULL,
  	\`economy_intro\` text NOT NULL,
  	\`economy_agriculture_title\` text NOT NULL,
  	\`economy_agriculture_text\` text NOT NULL,
  	\`economy_livestock_title\` text NOT NULL,
  	\`economy_livestock_text\` text NOT NULL,
  	\`economy_commerce_title\` text NOT NULL,
  	\`economy_commerce_shops\` numeric NOT NULL,
  	\`economy_commerce_text\` text NOT NULL,
  	\`economy_crafts_title\` text NOT NULL,
  	\`economy_crafts_text\` text NOT NULL,
  	\`mayor_message_title\` text NOT NULL,
  	\`mayor_message_text\` text NOT NULL,
  	\`mayor_message_closing\` text NOT NULL,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page\`("id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`presentation_page\`;`)
  await db.run(sql`DROP TABLE \`presentation_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page\` RENAME TO \`presentation_page\`;`)
  await db.run(sql`CREATE INDEX \`presentation_page_updated_by_idx\` ON \`presentation_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page__status_idx\` ON \`presentation_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_overview_axes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_overview_axes\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`projects_page_overview_axes\`;`)
  await db.run(sql`DROP TABLE \`projects_page_overview_axes\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_overview_axes\` RENAME TO \`projects_page_overview_axes\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_order_idx\` ON \`projects_page_overview_axes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_parent_id_idx\` ON \`projects_page_overview_axes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_plan_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_plan_objectives\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`projects_page_plan_objectives\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_objectives\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_plan_objectives\` RENAME TO \`projects_page_plan_objectives\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_order_idx\` ON \`projects_page_plan_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_parent_id_idx\` ON \`projects_page_plan_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_plan_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`priority\` text NOT NULL,
  	\`budget\` numeric NOT NULL,
  	\`start_year\` numeric NOT NULL,
  	\`duration_months\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_plan_projects\`("_order", "_parent_id", "id", "title", "description", "priority", "budget", "start_year", "duration_months") SELECT "_order", "_parent_id", "id", "title", "description", "priority", "budget", "start_year", "duration_months" FROM \`projects_page_plan_projects\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_plan_projects\` RENAME TO \`projects_page_plan_projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_order_idx\` ON \`projects_page_plan_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_parent_id_idx\` ON \`projects_page_plan_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page_participation_ways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page_participation_ways\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`projects_page_participation_ways\`;`)
  await db.run(sql`DROP TABLE \`projects_page_participation_ways\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page_participation_ways\` RENAME TO \`projects_page_participation_ways\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_order_idx\` ON \`projects_page_participation_ways\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_parent_id_idx\` ON \`projects_page_participation_ways\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text NOT NULL,
  	\`overview_title\` text NOT NULL,
  	\`overview_intro\` text NOT NULL,
  	\`plan_title\` text NOT NULL,
  	\`plan_period\` text NOT NULL,
  	\`plan_vision_title\` text NOT NULL,
  	\`plan_vision\` text NOT NULL,
  	\`plan_objectives_title\` text NOT NULL,
  	\`plan_projects_title\` text NOT NULL,
  	\`plan_download_label\` text NOT NULL,
  	\`plan_pdq_id\` integer,
  	\`plan_pdq_pending_title\` text NOT NULL,
  	\`plan_pdq_pending_message\` text NOT NULL,
  	\`plan_pdq_pending_hint\` text,
  	\`participation_title\` text NOT NULL,
  	\`participation_intro\` text NOT NULL,
  	\`participation_cta_label\` text NOT NULL,
  	\`participation_cta_href\` text NOT NULL,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`plan_pdq_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page\`("id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`projects_page\`;`)
  await db.run(sql`DROP TABLE \`projects_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page\` RENAME TO \`projects_page\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_plan_pdq_idx\` ON \`projects_page\` (\`plan_pdq_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_updated_by_idx\` ON \`projects_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_page__status_idx\` ON \`projects_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_why_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_why_points\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`investment_page_why_points\`;`)
  await db.run(sql`DROP TABLE \`investment_page_why_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_why_points\` RENAME TO \`investment_page_why_points\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_order_idx\` ON \`investment_page_why_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_parent_id_idx\` ON \`investment_page_why_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_sectors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sector\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_sectors_items\`("_order", "_parent_id", "id", "sector", "text", "icon") SELECT "_order", "_parent_id", "id", "sector", "text", "icon" FROM \`investment_page_sectors_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_sectors_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_sectors_items\` RENAME TO \`investment_page_sectors_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_order_idx\` ON \`investment_page_sectors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_parent_id_idx\` ON \`investment_page_sectors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_advantages_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`investment_page_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_advantages_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_advantages_items\` RENAME TO \`investment_page_advantages_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_order_idx\` ON \`investment_page_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_parent_id_idx\` ON \`investment_page_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`investment_page_faq_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page_faq_items\` RENAME TO \`investment_page_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_order_idx\` ON \`investment_page_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_parent_id_idx\` ON \`investment_page_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_investment_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text NOT NULL,
  	\`why_title\` text NOT NULL,
  	\`why_intro\` text NOT NULL,
  	\`sectors_title\` text NOT NULL,
  	\`sectors_intro\` text NOT NULL,
  	\`advantages_title\` text NOT NULL,
  	\`faq_title\` text NOT NULL,
  	\`contact_card_title\` text NOT NULL,
  	\`contact_card_text\` text NOT NULL,
  	\`contact_closing_title\` text NOT NULL,
  	\`contact_closing_text\` text NOT NULL,
  	\`contact_appointment_subject\` text NOT NULL,
  	\`contact_brochure_id\` integer,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`contact_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page\`("id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`investment_page\`;`)
  await db.run(sql`DROP TABLE \`investment_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page\` RENAME TO \`investment_page\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_contact_contact_brochure_idx\` ON \`investment_page\` (\`contact_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_updated_by_idx\` ON \`investment_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investment_page__status_idx\` ON \`investment_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_alert_banner\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`message\` text,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`start\` text,
  	\`end\` text,
  	\`review_requested\` integer DEFAULT false,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert_banner\`("id", "active", "message", "level", "link_url", "link_label", "start", "end", "review_requested", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "active", "message", "level", "link_url", "link_label", "start", "end", "review_requested", "updated_by_id", "_status", "updated_at", "created_at" FROM \`alert_banner\`;`)
  await db.run(sql`DROP TABLE \`alert_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert_banner\` RENAME TO \`alert_banner\`;`)
  await db.run(sql`CREATE INDEX \`alert_banner_updated_by_idx\` ON \`alert_banner\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner__status_idx\` ON \`alert_banner\` (\`_status\`);`)
}
