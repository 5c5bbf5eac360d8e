import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`display_name\` text,
  	\`role\` text DEFAULT 'writer' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "display_name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "display_name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`services_updated_by_idx\` ON \`services\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`projects_updated_by_idx\` ON \`projects\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`procedures_updated_by_idx\` ON \`procedures\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures__status_idx\` ON \`procedures\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`investments\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`investments\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`investments\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`investments_updated_by_idx\` ON \`investments\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investments__status_idx\` ON \`investments\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`events_updated_by_idx\` ON \`events\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`commune\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`commune\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`commune\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`commune_updated_by_idx\` ON \`commune\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`commune__status_idx\` ON \`commune\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`presentation_page\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`presentation_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`presentation_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`presentation_page_updated_by_idx\` ON \`presentation_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page__status_idx\` ON \`presentation_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`projects_page\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`projects_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`projects_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`projects_page_updated_by_idx\` ON \`projects_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_page__status_idx\` ON \`projects_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`investment_page\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`investment_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`investment_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`investment_page_updated_by_idx\` ON \`investment_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`investment_page__status_idx\` ON \`investment_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`alert_banner\` ADD \`review_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`alert_banner\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`alert_banner\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`alert_banner_updated_by_idx\` ON \`alert_banner\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_banner__status_idx\` ON \`alert_banner\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "updated_at", "created_at") SELECT "id", "title", "content", "category", "image_id", "author", "created_by_id", "date", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_created_by_idx\` ON \`news\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "updated_at", "created_at") SELECT "id", "title", "description", "category", "icon", "image_id", "long_description", "location", "hours", "contact", "deadline", "price", "contact_info_name", "contact_info_phone", "contact_info_email", "contact_info_address", "contact_info_hours", "cta_text", "cta_url", "seo_structured_data", "meta_description", "updated_at", "created_at" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "updated_at", "created_at") SELECT "id", "title", "description", "status", "start_date", "end_date", "budget", "image_id", "progress", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_image_idx\` ON \`projects\` (\`image_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_procedures\`("id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "updated_at", "created_at") SELECT "id", "title", "description", "icon", "processing_time", "category", "online_url", "cost", "office", "updated_at", "created_at" FROM \`procedures\`;`)
  await db.run(sql`DROP TABLE \`procedures\`;`)
  await db.run(sql`ALTER TABLE \`__new_procedures\` RENAME TO \`procedures\`;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investments\`("id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "updated_at", "created_at") SELECT "id", "title", "category", "description", "short_description", "amount", "start_year", "end_year", "status", "image_id", "updated_at", "created_at" FROM \`investments\`;`)
  await db.run(sql`DROP TABLE \`investments\`;`)
  await db.run(sql`ALTER TABLE \`__new_investments\` RENAME TO \`investments\`;`)
  await db.run(sql`CREATE INDEX \`investments_image_idx\` ON \`investments\` (\`image_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "title", "start", "end", "place", "theme", "image_id", "description", "updated_at", "created_at") SELECT "id", "title", "start", "end", "place", "theme", "image_id", "description", "updated_at", "created_at" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "summary", "content", "footer", "footer_order", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "content", "footer", "footer_order", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
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
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`mayor_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_commune\`("id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "updated_at", "created_at") SELECT "id", "name", "slogan", "mayor_name", "mayor_role", "mayor_photo_id", "phone", "email", "invest_email", "address", "economic_office", "updated_at", "created_at" FROM \`commune\`;`)
  await db.run(sql`DROP TABLE \`commune\`;`)
  await db.run(sql`ALTER TABLE \`__new_commune\` RENAME TO \`commune\`;`)
  await db.run(sql`CREATE INDEX \`commune_mayor_mayor_photo_idx\` ON \`commune\` (\`mayor_photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`welcome_title\` text NOT NULL,
  	\`welcome_text\` text NOT NULL,
  	\`welcome_signature_role\` text NOT NULL,
  	\`invest_pitch_title\` text NOT NULL,
  	\`invest_pitch_lead\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "updated_at", "created_at") SELECT "id", "welcome_title", "welcome_text", "welcome_signature_role", "invest_pitch_title", "invest_pitch_lead", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
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
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_presentation_page\`("id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "hero_description", "mayor_eyebrow", "mayor_title", "mayor_text", "history_title", "history_intro", "culture_title", "culture_intro", "population_title", "population_total", "population_total_label", "population_intro", "population_age_title", "population_age_note", "population_ethnic_title", "population_ethnic_text", "education_title", "education_intro", "economy_title", "economy_intro", "economy_agriculture_title", "economy_agriculture_text", "economy_livestock_title", "economy_livestock_text", "economy_commerce_title", "economy_commerce_shops", "economy_commerce_text", "economy_crafts_title", "economy_crafts_text", "mayor_message_title", "mayor_message_text", "mayor_message_closing", "updated_at", "created_at" FROM \`presentation_page\`;`)
  await db.run(sql`DROP TABLE \`presentation_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_presentation_page\` RENAME TO \`presentation_page\`;`)
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
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`plan_pdq_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_page\`("id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "overview_title", "overview_intro", "plan_title", "plan_period", "plan_vision_title", "plan_vision", "plan_objectives_title", "plan_projects_title", "plan_download_label", "plan_pdq_id", "plan_pdq_pending_title", "plan_pdq_pending_message", "plan_pdq_pending_hint", "participation_title", "participation_intro", "participation_cta_label", "participation_cta_href", "updated_at", "created_at" FROM \`projects_page\`;`)
  await db.run(sql`DROP TABLE \`projects_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_page\` RENAME TO \`projects_page\`;`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_plan_pdq_idx\` ON \`projects_page\` (\`plan_pdq_id\`);`)
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
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`contact_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_investment_page\`("id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "updated_at", "created_at") SELECT "id", "hero_title", "hero_lead", "why_title", "why_intro", "sectors_title", "sectors_intro", "advantages_title", "faq_title", "contact_card_title", "contact_card_text", "contact_closing_title", "contact_closing_text", "contact_appointment_subject", "contact_brochure_id", "updated_at", "created_at" FROM \`investment_page\`;`)
  await db.run(sql`DROP TABLE \`investment_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_investment_page\` RENAME TO \`investment_page\`;`)
  await db.run(sql`CREATE INDEX \`investment_page_contact_contact_brochure_idx\` ON \`investment_page\` (\`contact_brochure_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_alert_banner\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`message\` text,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`start\` text,
  	\`end\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert_banner\`("id", "active", "message", "level", "link_url", "link_label", "start", "end", "updated_at", "created_at") SELECT "id", "active", "message", "level", "link_url", "link_label", "start", "end", "updated_at", "created_at" FROM \`alert_banner\`;`)
  await db.run(sql`DROP TABLE \`alert_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert_banner\` RENAME TO \`alert_banner\`;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`display_name\` text,
  	\`role\` text DEFAULT 'admin' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "display_name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "display_name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}
