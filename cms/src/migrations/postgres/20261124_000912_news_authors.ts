import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  ALTER TABLE "news" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_created_by_idx" ON "news" USING btree ("created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_created_by_id_users_id_fk";
  
  DROP INDEX "news_created_by_idx";
  ALTER TABLE "users" DROP COLUMN "display_name";
  ALTER TABLE "news" DROP COLUMN "created_by_id";`)
}
