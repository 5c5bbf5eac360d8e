import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_procedures_online_request_fields_kind" AS ENUM('text', 'date', 'number', 'choice', 'phone', 'file');
  CREATE TYPE "public"."enum__procedures_v_version_online_request_fields_kind" AS ENUM('text', 'date', 'number', 'choice', 'phone', 'file');
  CREATE TYPE "public"."enum_citizen_requests_answers_kind" AS ENUM('text', 'date', 'number', 'choice', 'phone', 'file');
  CREATE TYPE "public"."enum_citizen_requests_history_state" AS ENUM('received', 'processing', 'incomplete', 'ready', 'collected', 'refused');
  CREATE TYPE "public"."enum_citizen_requests_state" AS ENUM('received', 'processing', 'incomplete', 'ready', 'collected', 'refused');
  CREATE TYPE "public"."enum_citizen_requests_beneficiary" AS ENUM('self', 'relative');
  CREATE TYPE "public"."enum_request_log_action" AS ENUM('list', 'read', 'update', 'file', 'print', 'export', 'erase');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'agent';
  ALTER TYPE "public"."enum_outbound_messages_template" ADD VALUE 'requestReceived' BEFORE 'other';
  ALTER TYPE "public"."enum_outbound_messages_template" ADD VALUE 'requestUpdate' BEFORE 'other';
  CREATE TABLE "procedures_online_request_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum_procedures_online_request_fields_kind" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"help" varchar,
  	"min" numeric,
  	"max" numeric
  );
  
  CREATE TABLE "_procedures_v_version_online_request_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum__procedures_v_version_online_request_fields_kind" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"help" varchar,
  	"min" numeric,
  	"max" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "citizen_requests_internal_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "citizen_requests_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"kind" "enum_citizen_requests_answers_kind",
  	"field_id" varchar
  );
  
  CREATE TABLE "citizen_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_citizen_requests_history_state",
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"note" varchar
  );
  
  CREATE TABLE "citizen_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"state" "enum_citizen_requests_state" DEFAULT 'received' NOT NULL,
  	"assigned_to_id" integer,
  	"message_to_citizen" varchar,
  	"procedure_id" integer NOT NULL,
  	"procedure_title" varchar,
  	"requester_name" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"beneficiary" "enum_citizen_requests_beneficiary",
  	"relation" varchar,
  	"submitted_without_script" boolean,
  	"due_at" timestamp(3) with time zone,
  	"ready_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"personal_data_erased_at" timestamp(3) with time zone,
  	"year" numeric NOT NULL,
  	"sequence" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "citizen_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"request_attachments_id" integer
  );
  
  CREATE TABLE "request_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"label" varchar,
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
  
  CREATE TABLE "request_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_request_log_action" NOT NULL,
  	"reference" varchar,
  	"user_id" integer,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "request_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_months" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "procedures" ADD COLUMN "online_request_enabled" boolean DEFAULT false;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_online_request_enabled" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "citizen_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_log_id" integer;
  ALTER TABLE "procedures_online_request_fields" ADD CONSTRAINT "procedures_online_request_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_version_online_request_fields" ADD CONSTRAINT "_procedures_v_version_online_request_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_requests_internal_notes" ADD CONSTRAINT "citizen_requests_internal_notes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "citizen_requests_internal_notes" ADD CONSTRAINT "citizen_requests_internal_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."citizen_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_requests_answers" ADD CONSTRAINT "citizen_requests_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."citizen_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_requests_history" ADD CONSTRAINT "citizen_requests_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "citizen_requests_history" ADD CONSTRAINT "citizen_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."citizen_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_requests" ADD CONSTRAINT "citizen_requests_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "citizen_requests" ADD CONSTRAINT "citizen_requests_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "citizen_requests_rels" ADD CONSTRAINT "citizen_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citizen_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_requests_rels" ADD CONSTRAINT "citizen_requests_rels_request_attachments_fk" FOREIGN KEY ("request_attachments_id") REFERENCES "public"."request_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "request_log" ADD CONSTRAINT "request_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "procedures_online_request_fields_order_idx" ON "procedures_online_request_fields" USING btree ("_order");
  CREATE INDEX "procedures_online_request_fields_parent_id_idx" ON "procedures_online_request_fields" USING btree ("_parent_id");
  CREATE INDEX "_procedures_v_version_online_request_fields_order_idx" ON "_procedures_v_version_online_request_fields" USING btree ("_order");
  CREATE INDEX "_procedures_v_version_online_request_fields_parent_id_idx" ON "_procedures_v_version_online_request_fields" USING btree ("_parent_id");
  CREATE INDEX "citizen_requests_internal_notes_order_idx" ON "citizen_requests_internal_notes" USING btree ("_order");
  CREATE INDEX "citizen_requests_internal_notes_parent_id_idx" ON "citizen_requests_internal_notes" USING btree ("_parent_id");
  CREATE INDEX "citizen_requests_internal_notes_by_idx" ON "citizen_requests_internal_notes" USING btree ("by_id");
  CREATE INDEX "citizen_requests_answers_order_idx" ON "citizen_requests_answers" USING btree ("_order");
  CREATE INDEX "citizen_requests_answers_parent_id_idx" ON "citizen_requests_answers" USING btree ("_parent_id");
  CREATE INDEX "citizen_requests_history_order_idx" ON "citizen_requests_history" USING btree ("_order");
  CREATE INDEX "citizen_requests_history_parent_id_idx" ON "citizen_requests_history" USING btree ("_parent_id");
  CREATE INDEX "citizen_requests_history_by_idx" ON "citizen_requests_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "citizen_requests_reference_idx" ON "citizen_requests" USING btree ("reference");
  CREATE INDEX "citizen_requests_state_idx" ON "citizen_requests" USING btree ("state");
  CREATE INDEX "citizen_requests_assigned_to_idx" ON "citizen_requests" USING btree ("assigned_to_id");
  CREATE INDEX "citizen_requests_procedure_idx" ON "citizen_requests" USING btree ("procedure_id");
  CREATE INDEX "citizen_requests_due_at_idx" ON "citizen_requests" USING btree ("due_at");
  CREATE INDEX "citizen_requests_closed_at_idx" ON "citizen_requests" USING btree ("closed_at");
  CREATE INDEX "citizen_requests_updated_at_idx" ON "citizen_requests" USING btree ("updated_at");
  CREATE INDEX "citizen_requests_created_at_idx" ON "citizen_requests" USING btree ("created_at");
  CREATE INDEX "state_createdAt_idx" ON "citizen_requests" USING btree ("state","created_at");
  CREATE INDEX "year_sequence_idx" ON "citizen_requests" USING btree ("year","sequence");
  CREATE INDEX "citizen_requests_rels_order_idx" ON "citizen_requests_rels" USING btree ("order");
  CREATE INDEX "citizen_requests_rels_parent_idx" ON "citizen_requests_rels" USING btree ("parent_id");
  CREATE INDEX "citizen_requests_rels_path_idx" ON "citizen_requests_rels" USING btree ("path");
  CREATE INDEX "citizen_requests_rels_request_attachments_id_idx" ON "citizen_requests_rels" USING btree ("request_attachments_id");
  CREATE INDEX "request_attachments_reference_idx" ON "request_attachments" USING btree ("reference");
  CREATE INDEX "request_attachments_updated_at_idx" ON "request_attachments" USING btree ("updated_at");
  CREATE INDEX "request_attachments_created_at_idx" ON "request_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_attachments_filename_idx" ON "request_attachments" USING btree ("filename");
  CREATE INDEX "request_log_reference_idx" ON "request_log" USING btree ("reference");
  CREATE INDEX "request_log_user_idx" ON "request_log" USING btree ("user_id");
  CREATE INDEX "request_log_updated_at_idx" ON "request_log" USING btree ("updated_at");
  CREATE INDEX "request_log_created_at_idx" ON "request_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_citizen_requests_fk" FOREIGN KEY ("citizen_requests_id") REFERENCES "public"."citizen_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_attachments_fk" FOREIGN KEY ("request_attachments_id") REFERENCES "public"."request_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_log_fk" FOREIGN KEY ("request_log_id") REFERENCES "public"."request_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_citizen_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("citizen_requests_id");
  CREATE INDEX "payload_locked_documents_rels_request_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("request_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_request_log_id_idx" ON "payload_locked_documents_rels" USING btree ("request_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "procedures_online_request_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_procedures_v_version_online_request_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_requests_internal_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_requests_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "procedures_online_request_fields" CASCADE;
  DROP TABLE "_procedures_v_version_online_request_fields" CASCADE;
  DROP TABLE "citizen_requests_internal_notes" CASCADE;
  DROP TABLE "citizen_requests_answers" CASCADE;
  DROP TABLE "citizen_requests_history" CASCADE;
  DROP TABLE "citizen_requests" CASCADE;
  DROP TABLE "citizen_requests_rels" CASCADE;
  DROP TABLE "request_attachments" CASCADE;
  DROP TABLE "request_log" CASCADE;
  DROP TABLE "request_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_citizen_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_log_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'writer'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'writer');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'writer'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DATA TYPE text;
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_outbound_messages_template";
  CREATE TYPE "public"."enum_outbound_messages_template" AS ENUM('newsletterConfirmation', 'newsletterInvitation', 'newsletterIssue', 'passwordReset', 'accountInvitation', 'contactNotification', 'contactReply', 'smsCode', 'smsAlert', 'smsReminder', 'other');
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DEFAULT 'other'::"public"."enum_outbound_messages_template";
  ALTER TABLE "outbound_messages" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbound_messages_template" USING "template"::"public"."enum_outbound_messages_template";
  DROP INDEX "payload_locked_documents_rels_citizen_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_request_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_request_log_id_idx";
  ALTER TABLE "procedures" DROP COLUMN "online_request_enabled";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_online_request_enabled";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "citizen_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_log_id";
  DROP TYPE "public"."enum_procedures_online_request_fields_kind";
  DROP TYPE "public"."enum__procedures_v_version_online_request_fields_kind";
  DROP TYPE "public"."enum_citizen_requests_answers_kind";
  DROP TYPE "public"."enum_citizen_requests_history_state";
  DROP TYPE "public"."enum_citizen_requests_state";
  DROP TYPE "public"."enum_citizen_requests_beneficiary";
  DROP TYPE "public"."enum_request_log_action";`)
}
