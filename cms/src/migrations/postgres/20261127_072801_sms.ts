import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sms_subscribers_topics" AS ENUM('alertes', 'agenda');
  CREATE TYPE "public"."enum_sms_subscribers_pending_code_topics" AS ENUM('alertes', 'agenda');
  CREATE TYPE "public"."enum_sms_subscribers_stop_reason" AS ENUM('page', 'reply', 'counter');
  CREATE TYPE "public"."enum_sms_subscribers_pending_code_purpose" AS ENUM('subscribe', 'stop');
  CREATE TYPE "public"."enum_sms_alerts_source" AS ENUM('staff', 'banner');
  ALTER TYPE "public"."enum_outbound_messages_template" ADD VALUE 'smsCode' BEFORE 'other';
  ALTER TYPE "public"."enum_outbound_messages_template" ADD VALUE 'smsAlert' BEFORE 'other';
  ALTER TYPE "public"."enum_outbound_messages_template" ADD VALUE 'smsReminder' BEFORE 'other';
  ALTER TYPE "public"."enum_outbound_messages_status" ADD VALUE 'unsent';
  CREATE TABLE "localities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_subscribers_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sms_subscribers_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sms_subscribers_pending_code_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sms_subscribers_pending_code_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sms_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"locality_id" integer,
  	"stopped" boolean DEFAULT false,
  	"stopped_at" timestamp(3) with time zone,
  	"stop_reason" "enum_sms_subscribers_stop_reason",
  	"confirmed_at" timestamp(3) with time zone,
  	"pending_code_hash" varchar,
  	"pending_code_purpose" "enum_sms_subscribers_pending_code_purpose",
  	"pending_code_expires_at" timestamp(3) with time zone,
  	"pending_code_tries" numeric,
  	"pending_code_locality_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"keep_accents" boolean DEFAULT false,
  	"confirmed" boolean DEFAULT false,
  	"recipients" numeric,
  	"source" "enum_sms_alerts_source" DEFAULT 'staff',
  	"banner_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"localities_id" integer
  );
  
  CREATE TABLE "alert_banner_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"localities_id" integer
  );
  
  CREATE TABLE "_alert_banner_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"localities_id" integer
  );
  
  CREATE TABLE "sms_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"daily_ceiling" numeric DEFAULT 300 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "localities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_alerts_id" integer;
  ALTER TABLE "alert_banner" ADD COLUMN "sms_send" boolean DEFAULT false;
  ALTER TABLE "alert_banner" ADD COLUMN "sms_keep_accents" boolean DEFAULT false;
  ALTER TABLE "_alert_banner_v" ADD COLUMN "version_sms_send" boolean DEFAULT false;
  ALTER TABLE "_alert_banner_v" ADD COLUMN "version_sms_keep_accents" boolean DEFAULT false;
  ALTER TABLE "sms_subscribers_topics" ADD CONSTRAINT "sms_subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sms_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sms_subscribers_pending_code_topics" ADD CONSTRAINT "sms_subscribers_pending_code_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sms_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sms_subscribers" ADD CONSTRAINT "sms_subscribers_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sms_subscribers" ADD CONSTRAINT "sms_subscribers_pending_code_locality_id_localities_id_fk" FOREIGN KEY ("pending_code_locality_id") REFERENCES "public"."localities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sms_alerts_rels" ADD CONSTRAINT "sms_alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sms_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sms_alerts_rels" ADD CONSTRAINT "sms_alerts_rels_localities_fk" FOREIGN KEY ("localities_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_banner_rels" ADD CONSTRAINT "alert_banner_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_banner_rels" ADD CONSTRAINT "alert_banner_rels_localities_fk" FOREIGN KEY ("localities_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alert_banner_v_rels" ADD CONSTRAINT "_alert_banner_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alert_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alert_banner_v_rels" ADD CONSTRAINT "_alert_banner_v_rels_localities_fk" FOREIGN KEY ("localities_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "localities_name_idx" ON "localities" USING btree ("name");
  CREATE INDEX "localities_updated_at_idx" ON "localities" USING btree ("updated_at");
  CREATE INDEX "localities_created_at_idx" ON "localities" USING btree ("created_at");
  CREATE INDEX "sms_subscribers_topics_order_idx" ON "sms_subscribers_topics" USING btree ("order");
  CREATE INDEX "sms_subscribers_topics_parent_idx" ON "sms_subscribers_topics" USING btree ("parent_id");
  CREATE INDEX "sms_subscribers_pending_code_topics_order_idx" ON "sms_subscribers_pending_code_topics" USING btree ("order");
  CREATE INDEX "sms_subscribers_pending_code_topics_parent_idx" ON "sms_subscribers_pending_code_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "sms_subscribers_phone_idx" ON "sms_subscribers" USING btree ("phone");
  CREATE INDEX "sms_subscribers_locality_idx" ON "sms_subscribers" USING btree ("locality_id");
  CREATE INDEX "sms_subscribers_stopped_idx" ON "sms_subscribers" USING btree ("stopped");
  CREATE INDEX "sms_subscribers_stopped_at_idx" ON "sms_subscribers" USING btree ("stopped_at");
  CREATE INDEX "sms_subscribers_confirmed_at_idx" ON "sms_subscribers" USING btree ("confirmed_at");
  CREATE INDEX "sms_subscribers_pending_code_pending_code_locality_idx" ON "sms_subscribers" USING btree ("pending_code_locality_id");
  CREATE INDEX "sms_subscribers_updated_at_idx" ON "sms_subscribers" USING btree ("updated_at");
  CREATE INDEX "sms_subscribers_created_at_idx" ON "sms_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "sms_alerts_banner_key_idx" ON "sms_alerts" USING btree ("banner_key");
  CREATE INDEX "sms_alerts_updated_at_idx" ON "sms_alerts" USING btree ("updated_at");
  CREATE INDEX "sms_alerts_created_at_idx" ON "sms_alerts" USING btree ("created_at");
  CREATE INDEX "sms_alerts_rels_order_idx" ON "sms_alerts_rels" USING btree ("order");
  CREATE INDEX "sms_alerts_rels_parent_idx" ON "sms_alerts_rels" USING btree ("parent_id");
  CREATE INDEX "sms_alerts_rels_path_idx" ON "sms_alerts_rels" USING btree ("path");
  CREATE INDEX "sms_alerts_rels_localities_id_idx" ON "sms_alerts_rels" USING btree ("localities_id");
  CREATE INDEX "alert_banner_rels_order_idx" ON "alert_banner_rels" USING btree ("order");
  CREATE INDEX "alert_banner_rels_parent_idx" ON "alert_banner_rels" USING btree ("parent_id");
  CREATE INDEX "alert_banner_rels_path_idx" ON "alert_banner_rels" USING btree ("path");
  CREATE INDEX "alert_banner_rels_localities_id_idx" ON "alert_banner_rels" USING btree ("localities_id");
  CREATE INDEX "_alert_banner_v_rels_order_idx" ON "_alert_banner_v_rels" USING btree ("order");
  CREATE INDEX "_alert_banner_v_rels_parent_idx" ON "_alert_banner_v_rels" USING btree ("parent_id");
  CREATE INDEX "_alert_banner_v_rels_path_idx" ON "_alert_banner_v_rels" USING btree ("path");
  CREATE INDEX "_alert_banner_v_rels_localities_id_idx" ON "_alert_banner_v_rels" USING btree ("localities_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_localities_fk" FOREIGN KEY ("localities_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_subscribers_fk" FOREIGN KEY ("sms_subscribers_id") REFERENCES "public"."sms_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_alerts_fk" FOREIGN KEY ("sms_alerts_id") REFERENCES "public"."sms_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_localities_id_idx" ON "payload_locked_documents_rels" USING btree ("localities_id");
  CREATE INDEX "payload_locked_documents_rels_sms_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_sms_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "localities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_subscribers_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_subscribers_pending_code_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_alerts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_banner_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alert_banner_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "localities" CASCADE;
  DROP TABLE "sms_subscribers_topics" CASCADE;
  DROP TABLE "sms_subscribers_pending_code_topics" CASCADE;
  DROP TABLE "sms_subscribers" CASCADE;
  DROP TABLE "sms_alerts" CASCADE;
  DROP TABLE "sms_alerts_rels" CASCADE;
  DROP TABLE "alert_banner_rels" CASCADE;
  DROP TABLE "_alert_banner_v_rels" CASCADE;
  DROP TABLE "sms_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_localities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_alerts_fk";
  
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DATA TYPE text;
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_outbound_messages_template";
  CREATE TYPE "public"."enum_outbound_messages_template" AS ENUM('newsletterConfirmation', 'newsletterInvitation', 'newsletterIssue', 'passwordReset', 'accountInvitation', 'contactNotification', 'contactReply', 'other');
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DEFAULT 'other'::"public"."enum_outbound_messages_template";
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbound_messages_template" USING "template"::"public"."enum_outbound_messages_template";
  ALTER TABLE "outbound_messages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbound_messages" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_outbound_messages_status";
  CREATE TYPE "public"."enum_outbound_messages_status" AS ENUM('pending', 'sent', 'retry', 'failed');
  ALTER TABLE "outbound_messages" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_outbound_messages_status";
  ALTER TABLE "outbound_messages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbound_messages_status" USING "status"::"public"."enum_outbound_messages_status";
  DROP INDEX "payload_locked_documents_rels_localities_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "localities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_alerts_id";
  ALTER TABLE "alert_banner" DROP COLUMN "sms_send";
  ALTER TABLE "alert_banner" DROP COLUMN "sms_keep_accents";
  ALTER TABLE "_alert_banner_v" DROP COLUMN "version_sms_send";
  ALTER TABLE "_alert_banner_v" DROP COLUMN "version_sms_keep_accents";
  DROP TYPE "public"."enum_sms_subscribers_topics";
  DROP TYPE "public"."enum_sms_subscribers_pending_code_topics";
  DROP TYPE "public"."enum_sms_subscribers_stop_reason";
  DROP TYPE "public"."enum_sms_subscribers_pending_code_purpose";
  DROP TYPE "public"."enum_sms_alerts_source";`)
}
