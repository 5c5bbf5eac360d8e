import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('culture', 'education', 'environnement', 'sante', 'evenements');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_category" AS ENUM('EDUCATION', 'SANTE', 'INFRASTRUCTURES');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_project_status" AS ENUM('PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__procedures_v_version_category" AS ENUM('ETAT_CIVIL', 'IDENTITE', 'ATTESTATIONS', 'URBANISME', 'SOCIAL');
  CREATE TYPE "public"."enum__procedures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__commune_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__presentation_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_page_v_version_overview_axes_icon" AS ENUM('governance', 'infrastructure', 'economy', 'education', 'environment');
  CREATE TYPE "public"."enum__projects_page_v_version_plan_projects_priority" AS ENUM('haute', 'moyenne');
  CREATE TYPE "public"."enum__projects_page_v_version_participation_ways_icon" AS ENUM('committees', 'budget', 'forums');
  CREATE TYPE "public"."enum__projects_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investment_page_v_version_why_points_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum__investment_page_v_version_sectors_items_sector" AS ENUM('Agriculture', 'Commerce', 'Infrastructures', 'Éducation', 'Énergie verte', 'Tourisme');
  CREATE TYPE "public"."enum__investment_page_v_version_sectors_items_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum__investment_page_v_version_advantages_items_icon" AS ENUM('map', 'sprout', 'users', 'handshake', 'store', 'route', 'graduation', 'sun', 'palm', 'landmark', 'shield', 'trending');
  CREATE TYPE "public"."enum__investment_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alert_banner_v_version_level" AS ENUM('info', 'urgent');
  CREATE TYPE "public"."enum__alert_banner_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_content" varchar,
  	"version_category" "enum__news_v_version_category",
  	"version_image_id" integer,
  	"version_author" varchar,
  	"version_created_by_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_news_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_services_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_category" "enum__services_v_version_category" DEFAULT 'EDUCATION',
  	"version_icon" varchar,
  	"version_image_id" integer,
  	"version_long_description" varchar,
  	"version_location" varchar DEFAULT 'Hôtel de ville',
  	"version_hours" varchar DEFAULT 'Du lundi au vendredi, de 8h à 17h',
  	"version_contact" varchar,
  	"version_deadline" varchar,
  	"version_price" varchar,
  	"version_contact_info_name" varchar,
  	"version_contact_info_phone" varchar,
  	"version_contact_info_email" varchar,
  	"version_contact_info_address" varchar,
  	"version_contact_info_hours" varchar,
  	"version_cta_text" varchar,
  	"version_cta_url" varchar,
  	"version_seo_structured_data" jsonb,
  	"version_meta_description" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_services_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_services_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "_projects_v_version_funding_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"partner" varchar,
  	"share" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_status" "enum__projects_v_version_project_status" DEFAULT 'PLANNED',
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_budget" varchar,
  	"version_image_id" integer,
  	"version_progress" numeric,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_procedures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_icon" varchar,
  	"version_processing_time" numeric DEFAULT 1,
  	"version_category" "enum__procedures_v_version_category" DEFAULT 'ETAT_CIVIL',
  	"version_online_url" varchar,
  	"version_cost" varchar,
  	"version_office" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__procedures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_procedures_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_investments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_description" varchar,
  	"version_short_description" varchar,
  	"version_amount" varchar,
  	"version_start_year" numeric,
  	"version_end_year" numeric,
  	"version_status" varchar DEFAULT 'En recherche de partenaires',
  	"version_image_id" integer,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__investments_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_start" timestamp(3) with time zone,
  	"version_end" timestamp(3) with time zone,
  	"version_place" varchar,
  	"version_theme" varchar,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_footer" boolean DEFAULT false,
  	"version_footer_order" numeric,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_commune_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" varchar,
  	"hours" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_commune_v_version_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_commune_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_commune_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar,
  	"version_slogan" varchar,
  	"version_mayor_name" varchar,
  	"version_mayor_role" varchar,
  	"version_mayor_photo_id" integer,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_invest_email" varchar,
  	"version_address" varchar,
  	"version_economic_office" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__commune_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_version_invest_pitch_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_welcome_title" varchar,
  	"version_welcome_text" varchar,
  	"version_welcome_signature_role" varchar,
  	"version_invest_pitch_title" varchar,
  	"version_invest_pitch_lead" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_presentation_page_v_version_mayor_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_history_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"period" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_culture_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_population_age_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_population_ethnic_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_education_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_economy_agriculture_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v_version_economy_livestock_animals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"count" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presentation_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_description" varchar,
  	"version_mayor_eyebrow" varchar,
  	"version_mayor_title" varchar,
  	"version_mayor_text" varchar,
  	"version_history_title" varchar,
  	"version_history_intro" varchar,
  	"version_culture_title" varchar,
  	"version_culture_intro" varchar,
  	"version_population_title" varchar,
  	"version_population_total" varchar,
  	"version_population_total_label" varchar,
  	"version_population_intro" varchar,
  	"version_population_age_title" varchar,
  	"version_population_age_note" varchar,
  	"version_population_ethnic_title" varchar,
  	"version_population_ethnic_text" varchar,
  	"version_education_title" varchar,
  	"version_education_intro" varchar,
  	"version_economy_title" varchar,
  	"version_economy_intro" varchar,
  	"version_economy_agriculture_title" varchar,
  	"version_economy_agriculture_text" varchar,
  	"version_economy_livestock_title" varchar,
  	"version_economy_livestock_text" varchar,
  	"version_economy_commerce_title" varchar,
  	"version_economy_commerce_shops" numeric,
  	"version_economy_commerce_text" varchar,
  	"version_economy_crafts_title" varchar,
  	"version_economy_crafts_text" varchar,
  	"version_mayor_message_title" varchar,
  	"version_mayor_message_text" varchar,
  	"version_mayor_message_closing" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__presentation_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_page_v_version_overview_axes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__projects_page_v_version_overview_axes_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_page_v_version_plan_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_page_v_version_plan_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"priority" "enum__projects_page_v_version_plan_projects_priority",
  	"budget" numeric,
  	"start_year" numeric,
  	"duration_months" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_page_v_version_participation_ways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__projects_page_v_version_participation_ways_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_overview_title" varchar,
  	"version_overview_intro" varchar,
  	"version_plan_title" varchar,
  	"version_plan_period" varchar,
  	"version_plan_vision_title" varchar,
  	"version_plan_vision" varchar,
  	"version_plan_objectives_title" varchar,
  	"version_plan_projects_title" varchar,
  	"version_plan_download_label" varchar,
  	"version_plan_pdq_id" integer,
  	"version_plan_pdq_pending_title" varchar,
  	"version_plan_pdq_pending_message" varchar,
  	"version_plan_pdq_pending_hint" varchar,
  	"version_participation_title" varchar,
  	"version_participation_intro" varchar,
  	"version_participation_cta_label" varchar,
  	"version_participation_cta_href" varchar,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__projects_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_investment_page_v_version_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__investment_page_v_version_why_points_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investment_page_v_version_sectors_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sector" "enum__investment_page_v_version_sectors_items_sector",
  	"text" varchar,
  	"icon" "enum__investment_page_v_version_sectors_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investment_page_v_version_advantages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__investment_page_v_version_advantages_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investment_page_v_version_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investment_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_why_title" varchar,
  	"version_why_intro" varchar,
  	"version_sectors_title" varchar,
  	"version_sectors_intro" varchar,
  	"version_advantages_title" varchar,
  	"version_faq_title" varchar,
  	"version_contact_card_title" varchar,
  	"version_contact_card_text" varchar,
  	"version_contact_closing_title" varchar,
  	"version_contact_closing_text" varchar,
  	"version_contact_appointment_subject" varchar,
  	"version_contact_brochure_id" integer,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__investment_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_alert_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_active" boolean DEFAULT false,
  	"version_message" varchar,
  	"version_level" "enum__alert_banner_v_version_level" DEFAULT 'info',
  	"version_link_url" varchar,
  	"version_link_label" varchar,
  	"version_start" timestamp(3) with time zone,
  	"version_end" timestamp(3) with time zone,
  	"version_review_requested" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__alert_banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "services_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services_gallery" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "services_faq" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "services_faq" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "projects_funding_partners" ALTER COLUMN "partner" DROP NOT NULL;
  ALTER TABLE "projects_funding_partners" ALTER COLUMN "share" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "start_date" DROP NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "processing_time" DROP NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "amount" DROP NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "start" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "commune_opening_hours" ALTER COLUMN "days" DROP NOT NULL;
  ALTER TABLE "commune_opening_hours" ALTER COLUMN "hours" DROP NOT NULL;
  ALTER TABLE "commune_key_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "commune_key_figures" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "commune_social_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "commune_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "slogan" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "mayor_name" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "mayor_role" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "invest_email" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "economic_office" DROP NOT NULL;
  ALTER TABLE "home_page_invest_pitch_points" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_title" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_text" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_signature_role" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "invest_pitch_title" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "invest_pitch_lead" DROP NOT NULL;
  ALTER TABLE "presentation_page_mayor_pillars" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "presentation_page_mayor_pillars" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "period" DROP NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "presentation_page_culture_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "presentation_page_culture_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "presentation_page_population_age_bands" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "presentation_page_population_age_bands" ALTER COLUMN "percent" DROP NOT NULL;
  ALTER TABLE "presentation_page_population_ethnic_groups" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "presentation_page_education_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "presentation_page_education_figures" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "presentation_page_economy_agriculture_points" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "presentation_page_economy_livestock_animals" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "presentation_page_economy_livestock_animals" ALTER COLUMN "count" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_lead" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_description" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_eyebrow" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "history_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "history_intro" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "culture_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "culture_intro" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_total" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_total_label" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_intro" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_age_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_ethnic_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_ethnic_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "education_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "education_intro" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_intro" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_agriculture_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_agriculture_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_livestock_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_livestock_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_shops" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_crafts_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_crafts_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_title" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_text" DROP NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_closing" DROP NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_objectives" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "priority" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "budget" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "start_year" DROP NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "duration_months" DROP NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "hero_lead" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "overview_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "overview_intro" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_period" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_vision_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_vision" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_objectives_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_projects_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_download_label" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_pdq_pending_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_pdq_pending_message" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_title" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_intro" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_cta_label" DROP NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_cta_href" DROP NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "sector" DROP NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "investment_page_faq_items" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "investment_page_faq_items" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "hero_lead" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "why_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "why_intro" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "sectors_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "sectors_intro" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "advantages_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "faq_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_card_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_card_text" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_closing_title" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_closing_text" DROP NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_appointment_subject" DROP NOT NULL;
  ALTER TABLE "alert_banner" ALTER COLUMN "level" DROP NOT NULL;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_texts" ADD CONSTRAINT "_news_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_features" ADD CONSTRAINT "_services_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_steps" ADD CONSTRAINT "_services_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_gallery" ADD CONSTRAINT "_services_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_gallery" ADD CONSTRAINT "_services_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_faq" ADD CONSTRAINT "_services_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_texts" ADD CONSTRAINT "_services_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_funding_partners" ADD CONSTRAINT "_projects_v_version_funding_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_texts" ADD CONSTRAINT "_projects_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_parent_id_procedures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v_texts" ADD CONSTRAINT "_procedures_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investments_v" ADD CONSTRAINT "_investments_v_parent_id_investments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_investments_v" ADD CONSTRAINT "_investments_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_investments_v" ADD CONSTRAINT "_investments_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commune_v_version_opening_hours" ADD CONSTRAINT "_commune_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_commune_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_commune_v_version_key_figures" ADD CONSTRAINT "_commune_v_version_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_commune_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_commune_v_version_social_links" ADD CONSTRAINT "_commune_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_commune_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_commune_v" ADD CONSTRAINT "_commune_v_version_mayor_photo_id_media_id_fk" FOREIGN KEY ("version_mayor_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commune_v" ADD CONSTRAINT "_commune_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_invest_pitch_points" ADD CONSTRAINT "_home_page_v_version_invest_pitch_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_mayor_pillars" ADD CONSTRAINT "_presentation_page_v_version_mayor_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_history_steps" ADD CONSTRAINT "_presentation_page_v_version_history_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_culture_items" ADD CONSTRAINT "_presentation_page_v_version_culture_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_population_age_bands" ADD CONSTRAINT "_presentation_page_v_version_population_age_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_population_ethnic_groups" ADD CONSTRAINT "_presentation_page_v_version_population_ethnic_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_education_figures" ADD CONSTRAINT "_presentation_page_v_version_education_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_economy_agriculture_points" ADD CONSTRAINT "_presentation_page_v_version_economy_agriculture_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v_version_economy_livestock_animals" ADD CONSTRAINT "_presentation_page_v_version_economy_livestock_animals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presentation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presentation_page_v" ADD CONSTRAINT "_presentation_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_page_v_version_overview_axes" ADD CONSTRAINT "_projects_page_v_version_overview_axes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_page_v_version_plan_objectives" ADD CONSTRAINT "_projects_page_v_version_plan_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_page_v_version_plan_projects" ADD CONSTRAINT "_projects_page_v_version_plan_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_page_v_version_participation_ways" ADD CONSTRAINT "_projects_page_v_version_participation_ways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_page_v" ADD CONSTRAINT "_projects_page_v_version_plan_pdq_id_documents_id_fk" FOREIGN KEY ("version_plan_pdq_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_page_v" ADD CONSTRAINT "_projects_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_investment_page_v_version_why_points" ADD CONSTRAINT "_investment_page_v_version_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investment_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investment_page_v_version_sectors_items" ADD CONSTRAINT "_investment_page_v_version_sectors_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investment_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investment_page_v_version_advantages_items" ADD CONSTRAINT "_investment_page_v_version_advantages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investment_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investment_page_v_version_faq_items" ADD CONSTRAINT "_investment_page_v_version_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investment_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investment_page_v" ADD CONSTRAINT "_investment_page_v_version_contact_brochure_id_documents_id_fk" FOREIGN KEY ("version_contact_brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_investment_page_v" ADD CONSTRAINT "_investment_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alert_banner_v" ADD CONSTRAINT "_alert_banner_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_created_by_idx" ON "_news_v" USING btree ("version_created_by_id");
  CREATE INDEX "_news_v_version_version_updated_by_idx" ON "_news_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_news_v_texts_order_parent" ON "_news_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_services_v_version_features_order_idx" ON "_services_v_version_features" USING btree ("_order");
  CREATE INDEX "_services_v_version_features_parent_id_idx" ON "_services_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_steps_order_idx" ON "_services_v_version_steps" USING btree ("_order");
  CREATE INDEX "_services_v_version_steps_parent_id_idx" ON "_services_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_gallery_order_idx" ON "_services_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_services_v_version_gallery_parent_id_idx" ON "_services_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_gallery_image_idx" ON "_services_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_services_v_version_faq_order_idx" ON "_services_v_version_faq" USING btree ("_order");
  CREATE INDEX "_services_v_version_faq_parent_id_idx" ON "_services_v_version_faq" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_updated_by_idx" ON "_services_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_services_v_texts_order_parent" ON "_services_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_services_v_rels_order_idx" ON "_services_v_rels" USING btree ("order");
  CREATE INDEX "_services_v_rels_parent_idx" ON "_services_v_rels" USING btree ("parent_id");
  CREATE INDEX "_services_v_rels_path_idx" ON "_services_v_rels" USING btree ("path");
  CREATE INDEX "_services_v_rels_services_id_idx" ON "_services_v_rels" USING btree ("services_id");
  CREATE INDEX "_projects_v_version_funding_partners_order_idx" ON "_projects_v_version_funding_partners" USING btree ("_order");
  CREATE INDEX "_projects_v_version_funding_partners_parent_id_idx" ON "_projects_v_version_funding_partners" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_projects_v_version_version_updated_by_idx" ON "_projects_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_texts_order_parent" ON "_projects_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_procedures_v_parent_idx" ON "_procedures_v" USING btree ("parent_id");
  CREATE INDEX "_procedures_v_version_version_updated_by_idx" ON "_procedures_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_procedures_v_version_version_updated_at_idx" ON "_procedures_v" USING btree ("version_updated_at");
  CREATE INDEX "_procedures_v_version_version_created_at_idx" ON "_procedures_v" USING btree ("version_created_at");
  CREATE INDEX "_procedures_v_version_version__status_idx" ON "_procedures_v" USING btree ("version__status");
  CREATE INDEX "_procedures_v_created_at_idx" ON "_procedures_v" USING btree ("created_at");
  CREATE INDEX "_procedures_v_updated_at_idx" ON "_procedures_v" USING btree ("updated_at");
  CREATE INDEX "_procedures_v_latest_idx" ON "_procedures_v" USING btree ("latest");
  CREATE INDEX "_procedures_v_autosave_idx" ON "_procedures_v" USING btree ("autosave");
  CREATE INDEX "_procedures_v_texts_order_parent" ON "_procedures_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_investments_v_parent_idx" ON "_investments_v" USING btree ("parent_id");
  CREATE INDEX "_investments_v_version_version_image_idx" ON "_investments_v" USING btree ("version_image_id");
  CREATE INDEX "_investments_v_version_version_updated_by_idx" ON "_investments_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_investments_v_version_version_updated_at_idx" ON "_investments_v" USING btree ("version_updated_at");
  CREATE INDEX "_investments_v_version_version_created_at_idx" ON "_investments_v" USING btree ("version_created_at");
  CREATE INDEX "_investments_v_version_version__status_idx" ON "_investments_v" USING btree ("version__status");
  CREATE INDEX "_investments_v_created_at_idx" ON "_investments_v" USING btree ("created_at");
  CREATE INDEX "_investments_v_updated_at_idx" ON "_investments_v" USING btree ("updated_at");
  CREATE INDEX "_investments_v_latest_idx" ON "_investments_v" USING btree ("latest");
  CREATE INDEX "_investments_v_autosave_idx" ON "_investments_v" USING btree ("autosave");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_by_idx" ON "_events_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_commune_v_version_opening_hours_order_idx" ON "_commune_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_commune_v_version_opening_hours_parent_id_idx" ON "_commune_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_commune_v_version_key_figures_order_idx" ON "_commune_v_version_key_figures" USING btree ("_order");
  CREATE INDEX "_commune_v_version_key_figures_parent_id_idx" ON "_commune_v_version_key_figures" USING btree ("_parent_id");
  CREATE INDEX "_commune_v_version_social_links_order_idx" ON "_commune_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_commune_v_version_social_links_parent_id_idx" ON "_commune_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_commune_v_version_mayor_version_mayor_photo_idx" ON "_commune_v" USING btree ("version_mayor_photo_id");
  CREATE INDEX "_commune_v_version_version_updated_by_idx" ON "_commune_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_commune_v_version_version__status_idx" ON "_commune_v" USING btree ("version__status");
  CREATE INDEX "_commune_v_created_at_idx" ON "_commune_v" USING btree ("created_at");
  CREATE INDEX "_commune_v_updated_at_idx" ON "_commune_v" USING btree ("updated_at");
  CREATE INDEX "_commune_v_latest_idx" ON "_commune_v" USING btree ("latest");
  CREATE INDEX "_commune_v_autosave_idx" ON "_commune_v" USING btree ("autosave");
  CREATE INDEX "_home_page_v_version_invest_pitch_points_order_idx" ON "_home_page_v_version_invest_pitch_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_invest_pitch_points_parent_id_idx" ON "_home_page_v_version_invest_pitch_points" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version_updated_by_idx" ON "_home_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "_presentation_page_v_version_mayor_pillars_order_idx" ON "_presentation_page_v_version_mayor_pillars" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_mayor_pillars_parent_id_idx" ON "_presentation_page_v_version_mayor_pillars" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_history_steps_order_idx" ON "_presentation_page_v_version_history_steps" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_history_steps_parent_id_idx" ON "_presentation_page_v_version_history_steps" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_culture_items_order_idx" ON "_presentation_page_v_version_culture_items" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_culture_items_parent_id_idx" ON "_presentation_page_v_version_culture_items" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_population_age_bands_order_idx" ON "_presentation_page_v_version_population_age_bands" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_population_age_bands_parent_id_idx" ON "_presentation_page_v_version_population_age_bands" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_population_ethnic_groups_order_idx" ON "_presentation_page_v_version_population_ethnic_groups" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_population_ethnic_groups_parent_id_idx" ON "_presentation_page_v_version_population_ethnic_groups" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_education_figures_order_idx" ON "_presentation_page_v_version_education_figures" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_education_figures_parent_id_idx" ON "_presentation_page_v_version_education_figures" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_economy_agriculture_points_order_idx" ON "_presentation_page_v_version_economy_agriculture_points" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_economy_agriculture_points_parent_id_idx" ON "_presentation_page_v_version_economy_agriculture_points" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_economy_livestock_animals_order_idx" ON "_presentation_page_v_version_economy_livestock_animals" USING btree ("_order");
  CREATE INDEX "_presentation_page_v_version_economy_livestock_animals_parent_id_idx" ON "_presentation_page_v_version_economy_livestock_animals" USING btree ("_parent_id");
  CREATE INDEX "_presentation_page_v_version_version_updated_by_idx" ON "_presentation_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_presentation_page_v_version_version__status_idx" ON "_presentation_page_v" USING btree ("version__status");
  CREATE INDEX "_presentation_page_v_created_at_idx" ON "_presentation_page_v" USING btree ("created_at");
  CREATE INDEX "_presentation_page_v_updated_at_idx" ON "_presentation_page_v" USING btree ("updated_at");
  CREATE INDEX "_presentation_page_v_latest_idx" ON "_presentation_page_v" USING btree ("latest");
  CREATE INDEX "_presentation_page_v_autosave_idx" ON "_presentation_page_v" USING btree ("autosave");
  CREATE INDEX "_projects_page_v_version_overview_axes_order_idx" ON "_projects_page_v_version_overview_axes" USING btree ("_order");
  CREATE INDEX "_projects_page_v_version_overview_axes_parent_id_idx" ON "_projects_page_v_version_overview_axes" USING btree ("_parent_id");
  CREATE INDEX "_projects_page_v_version_plan_objectives_order_idx" ON "_projects_page_v_version_plan_objectives" USING btree ("_order");
  CREATE INDEX "_projects_page_v_version_plan_objectives_parent_id_idx" ON "_projects_page_v_version_plan_objectives" USING btree ("_parent_id");
  CREATE INDEX "_projects_page_v_version_plan_projects_order_idx" ON "_projects_page_v_version_plan_projects" USING btree ("_order");
  CREATE INDEX "_projects_page_v_version_plan_projects_parent_id_idx" ON "_projects_page_v_version_plan_projects" USING btree ("_parent_id");
  CREATE INDEX "_projects_page_v_version_participation_ways_order_idx" ON "_projects_page_v_version_participation_ways" USING btree ("_order");
  CREATE INDEX "_projects_page_v_version_participation_ways_parent_id_idx" ON "_projects_page_v_version_participation_ways" USING btree ("_parent_id");
  CREATE INDEX "_projects_page_v_version_plan_version_plan_pdq_idx" ON "_projects_page_v" USING btree ("version_plan_pdq_id");
  CREATE INDEX "_projects_page_v_version_version_updated_by_idx" ON "_projects_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_projects_page_v_version_version__status_idx" ON "_projects_page_v" USING btree ("version__status");
  CREATE INDEX "_projects_page_v_created_at_idx" ON "_projects_page_v" USING btree ("created_at");
  CREATE INDEX "_projects_page_v_updated_at_idx" ON "_projects_page_v" USING btree ("updated_at");
  CREATE INDEX "_projects_page_v_latest_idx" ON "_projects_page_v" USING btree ("latest");
  CREATE INDEX "_projects_page_v_autosave_idx" ON "_projects_page_v" USING btree ("autosave");
  CREATE INDEX "_investment_page_v_version_why_points_order_idx" ON "_investment_page_v_version_why_points" USING btree ("_order");
  CREATE INDEX "_investment_page_v_version_why_points_parent_id_idx" ON "_investment_page_v_version_why_points" USING btree ("_parent_id");
  CREATE INDEX "_investment_page_v_version_sectors_items_order_idx" ON "_investment_page_v_version_sectors_items" USING btree ("_order");
  CREATE INDEX "_investment_page_v_version_sectors_items_parent_id_idx" ON "_investment_page_v_version_sectors_items" USING btree ("_parent_id");
  CREATE INDEX "_investment_page_v_version_advantages_items_order_idx" ON "_investment_page_v_version_advantages_items" USING btree ("_order");
  CREATE INDEX "_investment_page_v_version_advantages_items_parent_id_idx" ON "_investment_page_v_version_advantages_items" USING btree ("_parent_id");
  CREATE INDEX "_investment_page_v_version_faq_items_order_idx" ON "_investment_page_v_version_faq_items" USING btree ("_order");
  CREATE INDEX "_investment_page_v_version_faq_items_parent_id_idx" ON "_investment_page_v_version_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_investment_page_v_version_contact_version_contact_broch_idx" ON "_investment_page_v" USING btree ("version_contact_brochure_id");
  CREATE INDEX "_investment_page_v_version_version_updated_by_idx" ON "_investment_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_investment_page_v_version_version__status_idx" ON "_investment_page_v" USING btree ("version__status");
  CREATE INDEX "_investment_page_v_created_at_idx" ON "_investment_page_v" USING btree ("created_at");
  CREATE INDEX "_investment_page_v_updated_at_idx" ON "_investment_page_v" USING btree ("updated_at");
  CREATE INDEX "_investment_page_v_latest_idx" ON "_investment_page_v" USING btree ("latest");
  CREATE INDEX "_investment_page_v_autosave_idx" ON "_investment_page_v" USING btree ("autosave");
  CREATE INDEX "_alert_banner_v_version_version_updated_by_idx" ON "_alert_banner_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_alert_banner_v_version_version__status_idx" ON "_alert_banner_v" USING btree ("version__status");
  CREATE INDEX "_alert_banner_v_created_at_idx" ON "_alert_banner_v" USING btree ("created_at");
  CREATE INDEX "_alert_banner_v_updated_at_idx" ON "_alert_banner_v" USING btree ("updated_at");
  CREATE INDEX "_alert_banner_v_latest_idx" ON "_alert_banner_v" USING btree ("latest");
  CREATE INDEX "_alert_banner_v_autosave_idx" ON "_alert_banner_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_funding_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_procedures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_procedures_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commune_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commune_v_version_key_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commune_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commune_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_invest_pitch_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_mayor_pillars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_history_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_culture_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_population_age_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_population_ethnic_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_education_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_economy_agriculture_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v_version_economy_livestock_animals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_presentation_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_page_v_version_overview_axes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_page_v_version_plan_objectives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_page_v_version_plan_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_page_v_version_participation_ways" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investment_page_v_version_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investment_page_v_version_sectors_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investment_page_v_version_advantages_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investment_page_v_version_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_investment_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alert_banner_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_texts" CASCADE;
  DROP TABLE "_services_v_version_features" CASCADE;
  DROP TABLE "_services_v_version_steps" CASCADE;
  DROP TABLE "_services_v_version_gallery" CASCADE;
  DROP TABLE "_services_v_version_faq" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_texts" CASCADE;
  DROP TABLE "_services_v_rels" CASCADE;
  DROP TABLE "_projects_v_version_funding_partners" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_texts" CASCADE;
  DROP TABLE "_procedures_v" CASCADE;
  DROP TABLE "_procedures_v_texts" CASCADE;
  DROP TABLE "_investments_v" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_commune_v_version_opening_hours" CASCADE;
  DROP TABLE "_commune_v_version_key_figures" CASCADE;
  DROP TABLE "_commune_v_version_social_links" CASCADE;
  DROP TABLE "_commune_v" CASCADE;
  DROP TABLE "_home_page_v_version_invest_pitch_points" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_presentation_page_v_version_mayor_pillars" CASCADE;
  DROP TABLE "_presentation_page_v_version_history_steps" CASCADE;
  DROP TABLE "_presentation_page_v_version_culture_items" CASCADE;
  DROP TABLE "_presentation_page_v_version_population_age_bands" CASCADE;
  DROP TABLE "_presentation_page_v_version_population_ethnic_groups" CASCADE;
  DROP TABLE "_presentation_page_v_version_education_figures" CASCADE;
  DROP TABLE "_presentation_page_v_version_economy_agriculture_points" CASCADE;
  DROP TABLE "_presentation_page_v_version_economy_livestock_animals" CASCADE;
  DROP TABLE "_presentation_page_v" CASCADE;
  DROP TABLE "_projects_page_v_version_overview_axes" CASCADE;
  DROP TABLE "_projects_page_v_version_plan_objectives" CASCADE;
  DROP TABLE "_projects_page_v_version_plan_projects" CASCADE;
  DROP TABLE "_projects_page_v_version_participation_ways" CASCADE;
  DROP TABLE "_projects_page_v" CASCADE;
  DROP TABLE "_investment_page_v_version_why_points" CASCADE;
  DROP TABLE "_investment_page_v_version_sectors_items" CASCADE;
  DROP TABLE "_investment_page_v_version_advantages_items" CASCADE;
  DROP TABLE "_investment_page_v_version_faq_items" CASCADE;
  DROP TABLE "_investment_page_v" CASCADE;
  DROP TABLE "_alert_banner_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "services_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services_gallery" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "services_faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "services_faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "projects_funding_partners" ALTER COLUMN "partner" SET NOT NULL;
  ALTER TABLE "projects_funding_partners" ALTER COLUMN "share" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "start_date" SET NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "processing_time" SET NOT NULL;
  ALTER TABLE "procedures" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "amount" SET NOT NULL;
  ALTER TABLE "investments" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "start" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "commune_opening_hours" ALTER COLUMN "days" SET NOT NULL;
  ALTER TABLE "commune_opening_hours" ALTER COLUMN "hours" SET NOT NULL;
  ALTER TABLE "commune_key_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "commune_key_figures" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "commune_social_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "commune_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "slogan" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "mayor_name" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "mayor_role" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "invest_email" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "commune" ALTER COLUMN "economic_office" SET NOT NULL;
  ALTER TABLE "home_page_invest_pitch_points" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_title" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_text" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "welcome_signature_role" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "invest_pitch_title" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "invest_pitch_lead" SET NOT NULL;
  ALTER TABLE "presentation_page_mayor_pillars" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "presentation_page_mayor_pillars" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "period" SET NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "presentation_page_history_steps" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "presentation_page_culture_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "presentation_page_culture_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "presentation_page_population_age_bands" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "presentation_page_population_age_bands" ALTER COLUMN "percent" SET NOT NULL;
  ALTER TABLE "presentation_page_population_ethnic_groups" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "presentation_page_education_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "presentation_page_education_figures" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "presentation_page_economy_agriculture_points" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "presentation_page_economy_livestock_animals" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "presentation_page_economy_livestock_animals" ALTER COLUMN "count" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_lead" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "hero_description" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_eyebrow" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "history_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "history_intro" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "culture_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "culture_intro" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_total" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_total_label" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_intro" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_age_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_ethnic_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "population_ethnic_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "education_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "education_intro" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_intro" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_agriculture_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_agriculture_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_livestock_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_livestock_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_shops" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_commerce_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_crafts_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "economy_crafts_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_title" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_text" SET NOT NULL;
  ALTER TABLE "presentation_page" ALTER COLUMN "mayor_message_closing" SET NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_page_overview_axes" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_page_plan_objectives" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "priority" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "budget" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "start_year" SET NOT NULL;
  ALTER TABLE "projects_page_plan_projects" ALTER COLUMN "duration_months" SET NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_page_participation_ways" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "hero_lead" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "overview_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "overview_intro" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_period" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_vision_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_vision" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_objectives_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_projects_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_download_label" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_pdq_pending_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "plan_pdq_pending_message" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_title" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_intro" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_cta_label" SET NOT NULL;
  ALTER TABLE "projects_page" ALTER COLUMN "participation_cta_href" SET NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "investment_page_why_points" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "sector" SET NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "investment_page_sectors_items" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "investment_page_advantages_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "investment_page_faq_items" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "investment_page_faq_items" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "hero_lead" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "why_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "why_intro" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "sectors_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "sectors_intro" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "advantages_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "faq_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_card_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_card_text" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_closing_title" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_closing_text" SET NOT NULL;
  ALTER TABLE "investment_page" ALTER COLUMN "contact_appointment_subject" SET NOT NULL;
  ALTER TABLE "alert_banner" ALTER COLUMN "level" SET NOT NULL;
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__services_v_version_category";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__projects_v_version_project_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__procedures_v_version_category";
  DROP TYPE "public"."enum__procedures_v_version_status";
  DROP TYPE "public"."enum__investments_v_version_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__commune_v_version_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__presentation_page_v_version_status";
  DROP TYPE "public"."enum__projects_page_v_version_overview_axes_icon";
  DROP TYPE "public"."enum__projects_page_v_version_plan_projects_priority";
  DROP TYPE "public"."enum__projects_page_v_version_participation_ways_icon";
  DROP TYPE "public"."enum__projects_page_v_version_status";
  DROP TYPE "public"."enum__investment_page_v_version_why_points_icon";
  DROP TYPE "public"."enum__investment_page_v_version_sectors_items_sector";
  DROP TYPE "public"."enum__investment_page_v_version_sectors_items_icon";
  DROP TYPE "public"."enum__investment_page_v_version_advantages_items_icon";
  DROP TYPE "public"."enum__investment_page_v_version_status";
  DROP TYPE "public"."enum__alert_banner_v_version_level";
  DROP TYPE "public"."enum__alert_banner_v_version_status";`)
}
