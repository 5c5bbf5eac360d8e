import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recordings_conversion" AS ENUM('pending', 'ready', 'failed');
  CREATE TYPE "public"."enum_spoken_audio_format" AS ENUM('opus', 'mp3');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'convertRecording' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'convertRecording' BEFORE 'schedulePublish';
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "procedures_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "_procedures_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recordings_id" integer
  );
  
  CREATE TABLE "recordings_listening" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" varchar NOT NULL,
  	"filename" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"bytes" numeric NOT NULL
  );
  
  CREATE TABLE "recordings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"language" varchar NOT NULL,
  	"summary" varchar,
  	"conversion" "enum_recordings_conversion" DEFAULT 'pending',
  	"conversion_error" varchar,
  	"duration_seconds" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "spoken_audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recording_id" integer NOT NULL,
  	"format" "enum_spoken_audio_format" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "commune_spoken_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar,
  	"french_name" varchar
  );
  
  CREATE TABLE "_commune_v_version_spoken_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar,
  	"french_name" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "services_rels" ADD COLUMN "recordings_id" integer;
  ALTER TABLE "_services_v_rels" ADD COLUMN "recordings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recordings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spoken_audio_id" integer;
  ALTER TABLE "alert_banner_rels" ADD COLUMN "recordings_id" integer;
  ALTER TABLE "_alert_banner_v_rels" ADD COLUMN "recordings_id" integer;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recordings_listening" ADD CONSTRAINT "recordings_listening_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spoken_audio" ADD CONSTRAINT "spoken_audio_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commune_spoken_languages" ADD CONSTRAINT "commune_spoken_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commune"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_commune_v_version_spoken_languages" ADD CONSTRAINT "_commune_v_version_spoken_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_commune_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_recordings_id_idx" ON "news_rels" USING btree ("recordings_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_recordings_id_idx" ON "_news_v_rels" USING btree ("recordings_id");
  CREATE INDEX "procedures_rels_order_idx" ON "procedures_rels" USING btree ("order");
  CREATE INDEX "procedures_rels_parent_idx" ON "procedures_rels" USING btree ("parent_id");
  CREATE INDEX "procedures_rels_path_idx" ON "procedures_rels" USING btree ("path");
  CREATE INDEX "procedures_rels_recordings_id_idx" ON "procedures_rels" USING btree ("recordings_id");
  CREATE INDEX "_procedures_v_rels_order_idx" ON "_procedures_v_rels" USING btree ("order");
  CREATE INDEX "_procedures_v_rels_parent_idx" ON "_procedures_v_rels" USING btree ("parent_id");
  CREATE INDEX "_procedures_v_rels_path_idx" ON "_procedures_v_rels" USING btree ("path");
  CREATE INDEX "_procedures_v_rels_recordings_id_idx" ON "_procedures_v_rels" USING btree ("recordings_id");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_recordings_id_idx" ON "events_rels" USING btree ("recordings_id");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_recordings_id_idx" ON "_events_v_rels" USING btree ("recordings_id");
  CREATE INDEX "recordings_listening_order_idx" ON "recordings_listening" USING btree ("_order");
  CREATE INDEX "recordings_listening_parent_id_idx" ON "recordings_listening" USING btree ("_parent_id");
  CREATE INDEX "recordings_updated_at_idx" ON "recordings" USING btree ("updated_at");
  CREATE INDEX "recordings_created_at_idx" ON "recordings" USING btree ("created_at");
  CREATE UNIQUE INDEX "recordings_filename_idx" ON "recordings" USING btree ("filename");
  CREATE INDEX "spoken_audio_recording_idx" ON "spoken_audio" USING btree ("recording_id");
  CREATE INDEX "spoken_audio_updated_at_idx" ON "spoken_audio" USING btree ("updated_at");
  CREATE INDEX "spoken_audio_created_at_idx" ON "spoken_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "spoken_audio_filename_idx" ON "spoken_audio" USING btree ("filename");
  CREATE INDEX "commune_spoken_languages_order_idx" ON "commune_spoken_languages" USING btree ("_order");
  CREATE INDEX "commune_spoken_languages_parent_id_idx" ON "commune_spoken_languages" USING btree ("_parent_id");
  CREATE INDEX "_commune_v_version_spoken_languages_order_idx" ON "_commune_v_version_spoken_languages" USING btree ("_order");
  CREATE INDEX "_commune_v_version_spoken_languages_parent_id_idx" ON "_commune_v_version_spoken_languages" USING btree ("_parent_id");
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spoken_audio_fk" FOREIGN KEY ("spoken_audio_id") REFERENCES "public"."spoken_audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_banner_rels" ADD CONSTRAINT "alert_banner_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alert_banner_v_rels" ADD CONSTRAINT "_alert_banner_v_rels_recordings_fk" FOREIGN KEY ("recordings_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_rels_recordings_id_idx" ON "services_rels" USING btree ("recordings_id");
  CREATE INDEX "_services_v_rels_recordings_id_idx" ON "_services_v_rels" USING btree ("recordings_id");
  CREATE INDEX "payload_locked_documents_rels_recordings_id_idx" ON "payload_locked_documents_rels" USING btree ("recordings_id");
  CREATE INDEX "payload_locked_documents_rels_spoken_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("spoken_audio_id");
  CREATE INDEX "alert_banner_rels_recordings_id_idx" ON "alert_banner_rels" USING btree ("recordings_id");
  CREATE INDEX "_alert_banner_v_rels_recordings_id_idx" ON "_alert_banner_v_rels" USING btree ("recordings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "procedures_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_procedures_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recordings_listening" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recordings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spoken_audio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commune_spoken_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commune_v_version_spoken_languages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "procedures_rels" CASCADE;
  DROP TABLE "_procedures_v_rels" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "recordings_listening" CASCADE;
  DROP TABLE "recordings" CASCADE;
  DROP TABLE "spoken_audio" CASCADE;
  DROP TABLE "commune_spoken_languages" CASCADE;
  DROP TABLE "_commune_v_version_spoken_languages" CASCADE;
  ALTER TABLE "services_rels" DROP CONSTRAINT "services_rels_recordings_fk";
  
  ALTER TABLE "_services_v_rels" DROP CONSTRAINT "_services_v_rels_recordings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recordings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spoken_audio_fk";
  
  ALTER TABLE "alert_banner_rels" DROP CONSTRAINT "alert_banner_rels_recordings_fk";
  
  ALTER TABLE "_alert_banner_v_rels" DROP CONSTRAINT "_alert_banner_v_rels_recordings_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild', 'sendMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild', 'sendMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "services_rels_recordings_id_idx";
  DROP INDEX "_services_v_rels_recordings_id_idx";
  DROP INDEX "payload_locked_documents_rels_recordings_id_idx";
  DROP INDEX "payload_locked_documents_rels_spoken_audio_id_idx";
  DROP INDEX "alert_banner_rels_recordings_id_idx";
  DROP INDEX "_alert_banner_v_rels_recordings_id_idx";
  ALTER TABLE "services_rels" DROP COLUMN "recordings_id";
  ALTER TABLE "_services_v_rels" DROP COLUMN "recordings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recordings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spoken_audio_id";
  ALTER TABLE "alert_banner_rels" DROP COLUMN "recordings_id";
  ALTER TABLE "_alert_banner_v_rels" DROP COLUMN "recordings_id";
  DROP TYPE "public"."enum_recordings_conversion";
  DROP TYPE "public"."enum_spoken_audio_format";`)
}
