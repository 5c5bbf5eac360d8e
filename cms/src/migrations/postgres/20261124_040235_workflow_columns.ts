import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_procedures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_investments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_commune_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_presentation_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_investment_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alert_banner_status" AS ENUM('draft', 'published');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'writer';
  ALTER TABLE "news" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "services" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "services" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "projects" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "procedures" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "procedures" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "procedures" ADD COLUMN "_status" "enum_procedures_status" DEFAULT 'draft';
  ALTER TABLE "investments" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "investments" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "investments" ADD COLUMN "_status" "enum_investments_status" DEFAULT 'draft';
  ALTER TABLE "events" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "_status" "enum_events_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "commune" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "commune" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "commune" ADD COLUMN "_status" "enum_commune_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "home_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "presentation_page" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "presentation_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "presentation_page" ADD COLUMN "_status" "enum_presentation_page_status" DEFAULT 'draft';
  ALTER TABLE "projects_page" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "projects_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "projects_page" ADD COLUMN "_status" "enum_projects_page_status" DEFAULT 'draft';
  ALTER TABLE "investment_page" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "investment_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "investment_page" ADD COLUMN "_status" "enum_investment_page_status" DEFAULT 'draft';
  ALTER TABLE "alert_banner" ADD COLUMN "review_requested" boolean DEFAULT false;
  ALTER TABLE "alert_banner" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "alert_banner" ADD COLUMN "_status" "enum_alert_banner_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "procedures" ADD CONSTRAINT "procedures_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commune" ADD CONSTRAINT "commune_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presentation_page" ADD CONSTRAINT "presentation_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_page" ADD CONSTRAINT "projects_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_page" ADD CONSTRAINT "investment_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_banner" ADD CONSTRAINT "alert_banner_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_updated_by_idx" ON "news" USING btree ("updated_by_id");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "services_updated_by_idx" ON "services" USING btree ("updated_by_id");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "projects_updated_by_idx" ON "projects" USING btree ("updated_by_id");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "procedures_updated_by_idx" ON "procedures" USING btree ("updated_by_id");
  CREATE INDEX "procedures__status_idx" ON "procedures" USING btree ("_status");
  CREATE INDEX "investments_updated_by_idx" ON "investments" USING btree ("updated_by_id");
  CREATE INDEX "investments__status_idx" ON "investments" USING btree ("_status");
  CREATE INDEX "events_updated_by_idx" ON "events" USING btree ("updated_by_id");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "commune_updated_by_idx" ON "commune" USING btree ("updated_by_id");
  CREATE INDEX "commune__status_idx" ON "commune" USING btree ("_status");
  CREATE INDEX "home_page_updated_by_idx" ON "home_page" USING btree ("updated_by_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "presentation_page_updated_by_idx" ON "presentation_page" USING btree ("updated_by_id");
  CREATE INDEX "presentation_page__status_idx" ON "presentation_page" USING btree ("_status");
  CREATE INDEX "projects_page_updated_by_idx" ON "projects_page" USING btree ("updated_by_id");
  CREATE INDEX "projects_page__status_idx" ON "projects_page" USING btree ("_status");
  CREATE INDEX "investment_page_updated_by_idx" ON "investment_page" USING btree ("updated_by_id");
  CREATE INDEX "investment_page__status_idx" ON "investment_page" USING btree ("_status");
  CREATE INDEX "alert_banner_updated_by_idx" ON "alert_banner" USING btree ("updated_by_id");
  CREATE INDEX "alert_banner__status_idx" ON "alert_banner" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_updated_by_id_users_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT "services_updated_by_id_users_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_updated_by_id_users_id_fk";
  
  ALTER TABLE "procedures" DROP CONSTRAINT "procedures_updated_by_id_users_id_fk";
  
  ALTER TABLE "investments" DROP CONSTRAINT "investments_updated_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_updated_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "commune" DROP CONSTRAINT "commune_updated_by_id_users_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "presentation_page" DROP CONSTRAINT "presentation_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "projects_page" DROP CONSTRAINT "projects_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "investment_page" DROP CONSTRAINT "investment_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "alert_banner" DROP CONSTRAINT "alert_banner_updated_by_id_users_id_fk";
  
  DROP INDEX "news_updated_by_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "services_updated_by_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "projects_updated_by_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "procedures_updated_by_idx";
  DROP INDEX "procedures__status_idx";
  DROP INDEX "investments_updated_by_idx";
  DROP INDEX "investments__status_idx";
  DROP INDEX "events_updated_by_idx";
  DROP INDEX "events__status_idx";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "commune_updated_by_idx";
  DROP INDEX "commune__status_idx";
  DROP INDEX "home_page_updated_by_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "presentation_page_updated_by_idx";
  DROP INDEX "presentation_page__status_idx";
  DROP INDEX "projects_page_updated_by_idx";
  DROP INDEX "projects_page__status_idx";
  DROP INDEX "investment_page_updated_by_idx";
  DROP INDEX "investment_page__status_idx";
  DROP INDEX "alert_banner_updated_by_idx";
  DROP INDEX "alert_banner__status_idx";
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin';
  ALTER TABLE "news" DROP COLUMN "review_requested";
  ALTER TABLE "news" DROP COLUMN "updated_by_id";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "services" DROP COLUMN "review_requested";
  ALTER TABLE "services" DROP COLUMN "updated_by_id";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "review_requested";
  ALTER TABLE "projects" DROP COLUMN "updated_by_id";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "procedures" DROP COLUMN "review_requested";
  ALTER TABLE "procedures" DROP COLUMN "updated_by_id";
  ALTER TABLE "procedures" DROP COLUMN "_status";
  ALTER TABLE "investments" DROP COLUMN "review_requested";
  ALTER TABLE "investments" DROP COLUMN "updated_by_id";
  ALTER TABLE "investments" DROP COLUMN "_status";
  ALTER TABLE "events" DROP COLUMN "review_requested";
  ALTER TABLE "events" DROP COLUMN "updated_by_id";
  ALTER TABLE "events" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "review_requested";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "commune" DROP COLUMN "review_requested";
  ALTER TABLE "commune" DROP COLUMN "updated_by_id";
  ALTER TABLE "commune" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "review_requested";
  ALTER TABLE "home_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "presentation_page" DROP COLUMN "review_requested";
  ALTER TABLE "presentation_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "presentation_page" DROP COLUMN "_status";
  ALTER TABLE "projects_page" DROP COLUMN "review_requested";
  ALTER TABLE "projects_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "projects_page" DROP COLUMN "_status";
  ALTER TABLE "investment_page" DROP COLUMN "review_requested";
  ALTER TABLE "investment_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "investment_page" DROP COLUMN "_status";
  ALTER TABLE "alert_banner" DROP COLUMN "review_requested";
  ALTER TABLE "alert_banner" DROP COLUMN "updated_by_id";
  ALTER TABLE "alert_banner" DROP COLUMN "_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_procedures_status";
  DROP TYPE "public"."enum_investments_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum_commune_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum_presentation_page_status";
  DROP TYPE "public"."enum_projects_page_status";
  DROP TYPE "public"."enum_investment_page_status";
  DROP TYPE "public"."enum_alert_banner_status";`)
}
