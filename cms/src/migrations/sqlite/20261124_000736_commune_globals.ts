import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`commune_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_order_idx\` ON \`commune_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_opening_hours_parent_id_idx\` ON \`commune_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commune_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commune_key_figures_order_idx\` ON \`commune_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_key_figures_parent_id_idx\` ON \`commune_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commune_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commune\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commune_social_links_order_idx\` ON \`commune_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commune_social_links_parent_id_idx\` ON \`commune_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commune\` (
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
  await db.run(sql`CREATE INDEX \`commune_mayor_mayor_photo_idx\` ON \`commune\` (\`mayor_photo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_invest_pitch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_order_idx\` ON \`home_page_invest_pitch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_invest_pitch_points_parent_id_idx\` ON \`home_page_invest_pitch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
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
  await db.run(sql`CREATE TABLE \`presentation_page_mayor_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_order_idx\` ON \`presentation_page_mayor_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_mayor_pillars_parent_id_idx\` ON \`presentation_page_mayor_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_history_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_order_idx\` ON \`presentation_page_history_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_history_steps_parent_id_idx\` ON \`presentation_page_history_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_culture_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_order_idx\` ON \`presentation_page_culture_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_culture_items_parent_id_idx\` ON \`presentation_page_culture_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_population_age_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_order_idx\` ON \`presentation_page_population_age_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_age_bands_parent_id_idx\` ON \`presentation_page_population_age_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_population_ethnic_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_order_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_population_ethnic_groups_parent_id_idx\` ON \`presentation_page_population_ethnic_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_education_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_order_idx\` ON \`presentation_page_education_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_education_figures_parent_id_idx\` ON \`presentation_page_education_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_economy_agriculture_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_order_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_agriculture_points_parent_id_idx\` ON \`presentation_page_economy_agriculture_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page_economy_livestock_animals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_order_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presentation_page_economy_livestock_animals_parent_id_idx\` ON \`presentation_page_economy_livestock_animals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentation_page\` (
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
  await db.run(sql`CREATE TABLE \`projects_page_overview_axes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_order_idx\` ON \`projects_page_overview_axes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_overview_axes_parent_id_idx\` ON \`projects_page_overview_axes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_page_plan_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_order_idx\` ON \`projects_page_plan_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_objectives_parent_id_idx\` ON \`projects_page_plan_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_page_plan_projects\` (
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
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_order_idx\` ON \`projects_page_plan_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_plan_projects_parent_id_idx\` ON \`projects_page_plan_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_page_participation_ways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_order_idx\` ON \`projects_page_participation_ways\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_page_participation_ways_parent_id_idx\` ON \`projects_page_participation_ways\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_page\` (
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
  await db.run(sql`CREATE INDEX \`projects_page_plan_plan_pdq_idx\` ON \`projects_page\` (\`plan_pdq_id\`);`)
  await db.run(sql`CREATE TABLE \`investment_page_why_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_order_idx\` ON \`investment_page_why_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_why_points_parent_id_idx\` ON \`investment_page_why_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investment_page_sectors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sector\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_order_idx\` ON \`investment_page_sectors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_sectors_items_parent_id_idx\` ON \`investment_page_sectors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investment_page_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_order_idx\` ON \`investment_page_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_advantages_items_parent_id_idx\` ON \`investment_page_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investment_page_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investment_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_order_idx\` ON \`investment_page_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investment_page_faq_items_parent_id_idx\` ON \`investment_page_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investment_page\` (
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
  await db.run(sql`CREATE INDEX \`investment_page_contact_contact_brochure_idx\` ON \`investment_page\` (\`contact_brochure_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`commune_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`commune_key_figures\`;`)
  await db.run(sql`DROP TABLE \`commune_social_links\`;`)
  await db.run(sql`DROP TABLE \`commune\`;`)
  await db.run(sql`DROP TABLE \`home_page_invest_pitch_points\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_mayor_pillars\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_history_steps\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_culture_items\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_age_bands\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_population_ethnic_groups\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_education_figures\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_agriculture_points\`;`)
  await db.run(sql`DROP TABLE \`presentation_page_economy_livestock_animals\`;`)
  await db.run(sql`DROP TABLE \`presentation_page\`;`)
  await db.run(sql`DROP TABLE \`projects_page_overview_axes\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_objectives\`;`)
  await db.run(sql`DROP TABLE \`projects_page_plan_projects\`;`)
  await db.run(sql`DROP TABLE \`projects_page_participation_ways\`;`)
  await db.run(sql`DROP TABLE \`projects_page\`;`)
  await db.run(sql`DROP TABLE \`investment_page_why_points\`;`)
  await db.run(sql`DROP TABLE \`investment_page_sectors_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page_faq_items\`;`)
  await db.run(sql`DROP TABLE \`investment_page\`;`)
}
