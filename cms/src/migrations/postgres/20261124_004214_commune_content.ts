import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'scheduledSiteRebuild');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'scheduledSiteRebuild');
  CREATE TYPE "public"."enum_projects_page_overview_axes_icon" AS ENUM('governance', 'infrastructure', 'economy', 'education', 'environment');
  CREATE TYPE "public"."enum_projects_page_plan_projects_priority" AS ENUM('haute', 'moyenne');
  CREATE TYPE "public"."enum_projects_page_participation_ways_icon" AS ENUM('committees', 'budget', 'forums');
  CREATE TYPE "public"."enum_investment_page_why_points_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum_investment_page_sectors_items_sector" AS ENUM('Agriculture', 'Commerce', 'Infrastructures', 'Éducation', 'Énergie verte', 'Tourisme');
  CREATE TYPE "public"."enum_investment_page_sectors_items_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum_investment_page_advantages_items_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum_alert_banner_level" AS ENUM('info', 'urgent');
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone,
  	"place" varchar,
  	"theme" varchar,
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"content" jsonb NOT NULL,
  	"footer" boolean DEFAULT false,
  	"footer_order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "commune_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "commune_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "commune_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "commune" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slogan" varchar NOT NULL,
  	"mayor_name" varchar NOT NULL,
  	"mayor_role" varchar NOT NULL,
  	"mayor_photo_id" integer,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"invest_email" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"economic_office" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_invest_pitch_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"welcome_title" varchar NOT NULL,
  	"welcome_text" varchar NOT NULL,
  	"welcome_signature_role" varchar NOT NULL,
  	"invest_pitch_title" varchar NOT NULL,
  	"invest_pitch_lead" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "presentation_page_mayor_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presentation_page_history_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presentation_page_culture_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presentation_page_population_age_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"percent" numeric NOT NULL
  );
  
  CREATE TABLE "presentation_page_population_ethnic_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presentation_page_education_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"detail" varchar
  );
  
  CREATE TABLE "presentation_page_economy_agriculture_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presentation_page_economy_livestock_animals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"count" numeric NOT NULL
  );
  
  CREATE TABLE "presentation_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"hero_description" varchar NOT NULL,
  	"mayor_eyebrow" varchar NOT NULL,
  	"mayor_title" varchar NOT NULL,
  	"mayor_text" varchar NOT NULL,
  	"history_title" varchar NOT NULL,
  	"history_intro" varchar NOT NULL,
  	"culture_title" varchar NOT NULL,
  	"culture_intro" varchar NOT NULL,
  	"population_title" varchar NOT NULL,
  	"population_total" varchar NOT NULL,
  	"population_total_label" varchar NOT NULL,
  	"population_intro" varchar NOT NULL,
  	"population_age_title" varchar NOT NULL,
  	"population_age_note" varchar,
  	"population_ethnic_title" varchar NOT NULL,
  	"population_ethnic_text" varchar NOT NULL,
  	"education_title" varchar NOT NULL,
  	"education_intro" varchar NOT NULL,
  	"economy_title" varchar NOT NULL,
  	"economy_intro" varchar NOT NULL,
  	"economy_agriculture_title" varchar NOT NULL,
  	"economy_agriculture_text" varchar NOT NULL,
  	"economy_livestock_title" varchar NOT NULL,
  	"economy_livestock_text" varchar NOT NULL,
  	"economy_commerce_title" varchar NOT NULL,
  	"economy_commerce_shops" numeric NOT NULL,
  	"economy_commerce_text" varchar NOT NULL,
  	"economy_crafts_title" varchar NOT NULL,
  	"economy_crafts_text" varchar NOT NULL,
  	"mayor_message_title" varchar NOT NULL,
  	"mayor_message_text" varchar NOT NULL,
  	"mayor_message_closing" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects_page_overview_axes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_projects_page_overview_axes_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "projects_page_plan_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "projects_page_plan_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"priority" "enum_projects_page_plan_projects_priority" NOT NULL,
  	"budget" numeric NOT NULL,
  	"start_year" numeric NOT NULL,
  	"duration_months" numeric NOT NULL
  );
  
  CREATE TABLE "projects_page_participation_ways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_projects_page_participation_ways_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "projects_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"overview_title" varchar NOT NULL,
  	"overview_intro" varchar NOT NULL,
  	"plan_title" varchar NOT NULL,
  	"plan_period" varchar NOT NULL,
  	"plan_vision_title" varchar NOT NULL,
  	"plan_vision" varchar NOT NULL,
  	"plan_objectives_title" varchar NOT NULL,
  	"plan_projects_title" varchar NOT NULL,
  	"plan_download_label" varchar NOT NULL,
  	"plan_pdq_id" integer,
  	"plan_pdq_pending_title" varchar NOT NULL,
  	"plan_pdq_pending_message" varchar NOT NULL,
  	"plan_pdq_pending_hint" varchar,
  	"participation_title" varchar NOT NULL,
  	"participation_intro" varchar NOT NULL,
  	"participation_cta_label" varchar NOT NULL,
  	"participation_cta_href" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "investment_page_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_investment_page_why_points_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "investment_page_sectors_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sector" "enum_investment_page_sectors_items_sector" NOT NULL,
  	"text" varchar NOT NULL,
  	"icon" "enum_investment_page_sectors_items_icon" NOT NULL
  );
  
  CREATE TABLE "investment_page_advantages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_investment_page_advantages_items_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "investment_page_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "investment_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"why_title" varchar NOT NULL,
  	"why_intro" varchar NOT NULL,
  	"sectors_title" varchar NOT NULL,
  	"sectors_intro" varchar NOT NULL,
  	"advantages_title" varchar NOT NULL,
  	"faq_title" varchar NOT NULL,
  	"contact_card_title" varchar NOT NULL,
  	"contact_card_text" varchar NOT NULL,
  	"contact_closing_title" varchar NOT NULL,
  	"contact_closing_text" varchar NOT NULL,
  	"contact_appointment_subject" varchar NOT NULL,
  	"contact_brochure_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "alert_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"active" boolean DEFAULT false,
  	"message" varchar,
  	"level" "enum_alert_banner_level" DEFAULT 'info' NOT NULL,
  	"link_url" varchar,
  	"link_label" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  ALTER TABLE "news" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commune_opening_hours" ADD CONSTRAINT "commune_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commune"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commune_key_figures" ADD CONSTRAINT "commune_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commune"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commune_social_links" ADD CONSTRAINT "commune_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commune"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commune" ADD CONSTRAINT "commune_mayor_photo_id_media_id_fk" FOREIGN KEY ("mayor_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_invest_pitch_points" ADD CONSTRAINT "home_page_invest_pitch_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_mayor_pillars" ADD CONSTRAINT "presentation_page_mayor_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_history_steps" ADD CONSTRAINT "presentation_page_history_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_culture_items" ADD CONSTRAINT "presentation_page_culture_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_population_age_bands" ADD CONSTRAINT "presentation_page_population_age_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_population_ethnic_groups" ADD CONSTRAINT "presentation_page_population_ethnic_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_education_figures" ADD CONSTRAINT "presentation_page_education_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_economy_agriculture_points" ADD CONSTRAINT "presentation_page_economy_agriculture_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentation_page_economy_livestock_animals" ADD CONSTRAINT "presentation_page_economy_livestock_animals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_page_overview_axes" ADD CONSTRAINT "projects_page_overview_axes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_page_plan_objectives" ADD CONSTRAINT "projects_page_plan_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_page_plan_projects" ADD CONSTRAINT "projects_page_plan_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_page_participation_ways" ADD CONSTRAINT "projects_page_participation_ways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_page" ADD CONSTRAINT "projects_page_plan_pdq_id_documents_id_fk" FOREIGN KEY ("plan_pdq_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_page_why_points" ADD CONSTRAINT "investment_page_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_page_sectors_items" ADD CONSTRAINT "investment_page_sectors_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_page_advantages_items" ADD CONSTRAINT "investment_page_advantages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_page_faq_items" ADD CONSTRAINT "investment_page_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_page" ADD CONSTRAINT "investment_page_contact_brochure_id_documents_id_fk" FOREIGN KEY ("contact_brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "commune_opening_hours_order_idx" ON "commune_opening_hours" USING btree ("_order");
  CREATE INDEX "commune_opening_hours_parent_id_idx" ON "commune_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "commune_key_figures_order_idx" ON "commune_key_figures" USING btree ("_order");
  CREATE INDEX "commune_key_figures_parent_id_idx" ON "commune_key_figures" USING btree ("_parent_id");
  CREATE INDEX "commune_social_links_order_idx" ON "commune_social_links" USING btree ("_order");
  CREATE INDEX "commune_social_links_parent_id_idx" ON "commune_social_links" USING btree ("_parent_id");
  CREATE INDEX "commune_mayor_mayor_photo_idx" ON "commune" USING btree ("mayor_photo_id");
  CREATE INDEX "home_page_invest_pitch_points_order_idx" ON "home_page_invest_pitch_points" USING btree ("_order");
  CREATE INDEX "home_page_invest_pitch_points_parent_id_idx" ON "home_page_invest_pitch_points" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_mayor_pillars_order_idx" ON "presentation_page_mayor_pillars" USING btree ("_order");
  CREATE INDEX "presentation_page_mayor_pillars_parent_id_idx" ON "presentation_page_mayor_pillars" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_history_steps_order_idx" ON "presentation_page_history_steps" USING btree ("_order");
  CREATE INDEX "presentation_page_history_steps_parent_id_idx" ON "presentation_page_history_steps" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_culture_items_order_idx" ON "presentation_page_culture_items" USING btree ("_order");
  CREATE INDEX "presentation_page_culture_items_parent_id_idx" ON "presentation_page_culture_items" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_population_age_bands_order_idx" ON "presentation_page_population_age_bands" USING btree ("_order");
  CREATE INDEX "presentation_page_population_age_bands_parent_id_idx" ON "presentation_page_population_age_bands" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_population_ethnic_groups_order_idx" ON "presentation_page_population_ethnic_groups" USING btree ("_order");
  CREATE INDEX "presentation_page_population_ethnic_groups_parent_id_idx" ON "presentation_page_population_ethnic_groups" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_education_figures_order_idx" ON "presentation_page_education_figures" USING btree ("_order");
  CREATE INDEX "presentation_page_education_figures_parent_id_idx" ON "presentation_page_education_figures" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_economy_agriculture_points_order_idx" ON "presentation_page_economy_agriculture_points" USING btree ("_order");
  CREATE INDEX "presentation_page_economy_agriculture_points_parent_id_idx" ON "presentation_page_economy_agriculture_points" USING btree ("_parent_id");
  CREATE INDEX "presentation_page_economy_livestock_animals_order_idx" ON "presentation_page_economy_livestock_animals" USING btree ("_order");
  CREATE INDEX "presentation_page_economy_livestock_animals_parent_id_idx" ON "presentation_page_economy_livestock_animals" USING btree ("_parent_id");
  CREATE INDEX "projects_page_overview_axes_order_idx" ON "projects_page_overview_axes" USING btree ("_order");
  CREATE INDEX "projects_page_overview_axes_parent_id_idx" ON "projects_page_overview_axes" USING btree ("_parent_id");
  CREATE INDEX "projects_page_plan_objectives_order_idx" ON "projects_page_plan_objectives" USING btree ("_order");
  CREATE INDEX "projects_page_plan_objectives_parent_id_idx" ON "projects_page_plan_objectives" USING btree ("_parent_id");
  CREATE INDEX "projects_page_plan_projects_order_idx" ON "projects_page_plan_projects" USING btree ("_order");
  CREATE INDEX "projects_page_plan_projects_parent_id_idx" ON "projects_page_plan_projects" USING btree ("_parent_id");
  CREATE INDEX "projects_page_participation_ways_order_idx" ON "projects_page_participation_ways" USING btree ("_order");
  CREATE INDEX "projects_page_participation_ways_parent_id_idx" ON "projects_page_participation_ways" USING btree ("_parent_id");
  CREATE INDEX "projects_page_plan_plan_pdq_idx" ON "projects_page" USING btree ("plan_pdq_id");
  CREATE INDEX "investment_page_why_points_order_idx" ON "investment_page_why_points" USING btree ("_order");
  CREATE INDEX "investment_page_why_points_parent_id_idx" ON "investment_page_why_points" USING btree ("_parent_id");
  CREATE INDEX "investment_page_sectors_items_order_idx" ON "investment_page_sectors_items" USING btree ("_order");
  CREATE INDEX "investment_page_sectors_items_parent_id_idx" ON "investment_page_sectors_items" USING btree ("_parent_id");
  CREATE INDEX "investment_page_advantages_items_order_idx" ON "investment_page_advantages_items" USING btree ("_order");
  CREATE INDEX "investment_page_advantages_items_parent_id_idx" ON "investment_page_advantages_items" USING btree ("_parent_id");
  CREATE INDEX "investment_page_faq_items_order_idx" ON "investment_page_faq_items" USING btree ("_order");
  CREATE INDEX "investment_page_faq_items_parent_id_idx" ON "investment_page_faq_items" USING btree ("_parent_id");
  CREATE INDEX "investment_page_contact_contact_brochure_idx" ON "investment_page" USING btree ("contact_brochure_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_created_by_idx" ON "news" USING btree ("created_by_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commune_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commune_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commune_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commune" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_invest_pitch_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_mayor_pillars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_history_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_culture_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_population_age_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_population_ethnic_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_education_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_economy_agriculture_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page_economy_livestock_animals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentation_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_page_overview_axes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_page_plan_objectives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_page_plan_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_page_participation_ways" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_page_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_page_sectors_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_page_advantages_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_page_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_banner" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "commune_opening_hours" CASCADE;
  DROP TABLE "commune_key_figures" CASCADE;
  DROP TABLE "commune_social_links" CASCADE;
  DROP TABLE "commune" CASCADE;
  DROP TABLE "home_page_invest_pitch_points" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "presentation_page_mayor_pillars" CASCADE;
  DROP TABLE "presentation_page_history_steps" CASCADE;
  DROP TABLE "presentation_page_culture_items" CASCADE;
  DROP TABLE "presentation_page_population_age_bands" CASCADE;
  DROP TABLE "presentation_page_population_ethnic_groups" CASCADE;
  DROP TABLE "presentation_page_education_figures" CASCADE;
  DROP TABLE "presentation_page_economy_agriculture_points" CASCADE;
  DROP TABLE "presentation_page_economy_livestock_animals" CASCADE;
  DROP TABLE "presentation_page" CASCADE;
  DROP TABLE "projects_page_overview_axes" CASCADE;
  DROP TABLE "projects_page_plan_objectives" CASCADE;
  DROP TABLE "projects_page_plan_projects" CASCADE;
  DROP TABLE "projects_page_participation_ways" CASCADE;
  DROP TABLE "projects_page" CASCADE;
  DROP TABLE "investment_page_why_points" CASCADE;
  DROP TABLE "investment_page_sectors_items" CASCADE;
  DROP TABLE "investment_page_advantages_items" CASCADE;
  DROP TABLE "investment_page_faq_items" CASCADE;
  DROP TABLE "investment_page" CASCADE;
  DROP TABLE "alert_banner" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_created_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "news_created_by_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "users" DROP COLUMN "display_name";
  ALTER TABLE "news" DROP COLUMN "created_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_projects_page_overview_axes_icon";
  DROP TYPE "public"."enum_projects_page_plan_projects_priority";
  DROP TYPE "public"."enum_projects_page_participation_ways_icon";
  DROP TYPE "public"."enum_investment_page_why_points_icon";
  DROP TYPE "public"."enum_investment_page_sectors_items_sector";
  DROP TYPE "public"."enum_investment_page_sectors_items_icon";
  DROP TYPE "public"."enum_investment_page_advantages_items_icon";
  DROP TYPE "public"."enum_alert_banner_level";`)
}
