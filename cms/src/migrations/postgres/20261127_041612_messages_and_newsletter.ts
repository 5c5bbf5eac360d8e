import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_topics" AS ENUM('actualites-culture', 'actualites-education', 'actualites-environnement', 'actualites-sante', 'actualites-evenements', 'agenda', 'alertes');
  CREATE TYPE "public"."enum_outbound_messages_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_outbound_messages_template" AS ENUM('newsletterConfirmation', 'newsletterInvitation', 'newsletterIssue', 'passwordReset', 'accountInvitation', 'contactNotification', 'contactReply', 'other');
  CREATE TYPE "public"."enum_outbound_messages_status" AS ENUM('pending', 'sent', 'retry', 'failed');
  CREATE TYPE "public"."enum_newsletter_announcements_topic" AS ENUM('actualites-culture', 'actualites-education', 'actualites-environnement', 'actualites-sante', 'actualites-evenements', 'agenda', 'alertes');
  CREATE TYPE "public"."enum_newsletter_settings_delivery" AS ENUM('batched', 'daily');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMessage' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMessage' BEFORE 'schedulePublish';
  CREATE TABLE "contact_messages_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"author_id" integer,
  	"outbound_message_id" integer
  );
  
  CREATE TABLE "newsletter_subscribers_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_newsletter_subscribers_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "outbound_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_outbound_messages_channel" DEFAULT 'email' NOT NULL,
  	"template" "enum_outbound_messages_template" DEFAULT 'other' NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"text" varchar,
  	"html" varchar,
  	"headers" jsonb,
  	"reply_to" varchar,
  	"status" "enum_outbound_messages_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"message_id" varchar,
  	"once_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"topic" "enum_newsletter_announcements_topic" NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"summary" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"delivery" "enum_newsletter_settings_delivery" DEFAULT 'batched' NOT NULL,
  	"digest_hour" numeric DEFAULT 18,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "invited_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "invited_to_confirm_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbound_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_announcements_id" integer;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_outbound_message_id_outbound_messages_id_fk" FOREIGN KEY ("outbound_message_id") REFERENCES "public"."outbound_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_topics" ADD CONSTRAINT "newsletter_subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_replies_order_idx" ON "contact_messages_replies" USING btree ("_order");
  CREATE INDEX "contact_messages_replies_parent_id_idx" ON "contact_messages_replies" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_replies_author_idx" ON "contact_messages_replies" USING btree ("author_id");
  CREATE INDEX "contact_messages_replies_outbound_message_idx" ON "contact_messages_replies" USING btree ("outbound_message_id");
  CREATE INDEX "newsletter_subscribers_topics_order_idx" ON "newsletter_subscribers_topics" USING btree ("order");
  CREATE INDEX "newsletter_subscribers_topics_parent_idx" ON "newsletter_subscribers_topics" USING btree ("parent_id");
  CREATE INDEX "outbound_messages_template_idx" ON "outbound_messages" USING btree ("template");
  CREATE INDEX "outbound_messages_to_idx" ON "outbound_messages" USING btree ("to");
  CREATE INDEX "outbound_messages_status_idx" ON "outbound_messages" USING btree ("status");
  CREATE INDEX "outbound_messages_sent_at_idx" ON "outbound_messages" USING btree ("sent_at");
  CREATE UNIQUE INDEX "outbound_messages_message_id_idx" ON "outbound_messages" USING btree ("message_id");
  CREATE UNIQUE INDEX "outbound_messages_once_key_idx" ON "outbound_messages" USING btree ("once_key");
  CREATE INDEX "outbound_messages_updated_at_idx" ON "outbound_messages" USING btree ("updated_at");
  CREATE INDEX "outbound_messages_created_at_idx" ON "outbound_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_announcements_key_idx" ON "newsletter_announcements" USING btree ("key");
  CREATE INDEX "newsletter_announcements_topic_idx" ON "newsletter_announcements" USING btree ("topic");
  CREATE INDEX "newsletter_announcements_sent_at_idx" ON "newsletter_announcements" USING btree ("sent_at");
  CREATE INDEX "newsletter_announcements_updated_at_idx" ON "newsletter_announcements" USING btree ("updated_at");
  CREATE INDEX "newsletter_announcements_created_at_idx" ON "newsletter_announcements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbound_messages_fk" FOREIGN KEY ("outbound_messages_id") REFERENCES "public"."outbound_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_announcements_fk" FOREIGN KEY ("newsletter_announcements_id") REFERENCES "public"."newsletter_announcements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_subscribers_confirmed_at_idx" ON "newsletter_subscribers" USING btree ("confirmed_at");
  CREATE INDEX "payload_locked_documents_rels_outbound_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbound_messages_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_announcements_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_announcements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbound_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages_replies" CASCADE;
  DROP TABLE "newsletter_subscribers_topics" CASCADE;
  DROP TABLE "outbound_messages" CASCADE;
  DROP TABLE "newsletter_announcements" CASCADE;
  DROP TABLE "newsletter_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbound_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_announcements_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'scheduledSiteRebuild', 'siteRebuild', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "newsletter_subscribers_confirmed_at_idx";
  DROP INDEX "payload_locked_documents_rels_outbound_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_announcements_i_idx";
  ALTER TABLE "users" DROP COLUMN "invited_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "invited_to_confirm_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbound_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_announcements_id";
  DROP TYPE "public"."enum_newsletter_subscribers_topics";
  DROP TYPE "public"."enum_outbound_messages_channel";
  DROP TYPE "public"."enum_outbound_messages_template";
  DROP TYPE "public"."enum_outbound_messages_status";
  DROP TYPE "public"."enum_newsletter_announcements_topic";
  DROP TYPE "public"."enum_newsletter_settings_delivery";`)
}
