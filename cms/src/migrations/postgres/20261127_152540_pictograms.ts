import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "procedures_required_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"pictogram" varchar
  );
  
  CREATE TABLE "_procedures_v_version_required_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"pictogram" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "procedures_required_documents" ADD CONSTRAINT "procedures_required_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_version_required_documents" ADD CONSTRAINT "_procedures_v_version_required_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "procedures_required_documents_order_idx" ON "procedures_required_documents" USING btree ("_order");
  CREATE INDEX "procedures_required_documents_parent_id_idx" ON "procedures_required_documents" USING btree ("_parent_id");
  CREATE INDEX "_procedures_v_version_required_documents_order_idx" ON "_procedures_v_version_required_documents" USING btree ("_order");
  CREATE INDEX "_procedures_v_version_required_documents_parent_id_idx" ON "_procedures_v_version_required_documents" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "procedures_required_documents" CASCADE;
  DROP TABLE "_procedures_v_version_required_documents" CASCADE;`)
}
