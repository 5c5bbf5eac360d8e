import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events\` (
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
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`alert_banner\` (
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
  await db.run(sql`ALTER TABLE \`users\` ADD \`display_name\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`news_created_by_idx\` ON \`news\` (\`created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  await db.run(sql`DROP TABLE \`alert_banner\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`category\` text,
  	\`image_id\` integer,
  	\`author\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "content", "category", "image_id", "author", "date", "updated_at", "created_at") SELECT "id", "title", "content", "category", "image_id", "author", "date", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "services_id", "projects_id", "procedures_id", "investments_id", "gallery_id", "media_id", "contact_messages_id", "documents_id", "decisions_id", "newsletter_subscribers_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`display_name\`;`)
}
