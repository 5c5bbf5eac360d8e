import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_builds_result" AS ENUM('requested', 'building', 'ready', 'error');
  CREATE TABLE "site_builds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trigger" varchar NOT NULL,
  	"changes" jsonb,
  	"by" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"duration_seconds" numeric,
  	"result" "enum_site_builds_result" NOT NULL,
  	"reason" varchar,
  	"deploy_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_builds_id" integer;
  ALTER TABLE "publication_state" ADD COLUMN "requested_at" timestamp(3) with time zone;
  CREATE INDEX "site_builds_started_at_idx" ON "site_builds" USING btree ("started_at");
  CREATE INDEX "site_builds_deploy_id_idx" ON "site_builds" USING btree ("deploy_id");
  CREATE INDEX "site_builds_updated_at_idx" ON "site_builds" USING btree ("updated_at");
  CREATE INDEX "site_builds_created_at_idx" ON "site_builds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_builds_fk" FOREIGN KEY ("site_builds_id") REFERENCES "public"."site_builds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_builds_id_idx" ON "payload_locked_documents_rels" USING btree ("site_builds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_builds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_builds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_builds_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_builds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_builds_id";
  ALTER TABLE "publication_state" DROP COLUMN "requested_at";
  DROP TYPE "public"."enum_site_builds_result";`)
}
