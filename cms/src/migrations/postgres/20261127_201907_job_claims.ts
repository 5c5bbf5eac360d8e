import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" ADD COLUMN "claimed_by" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "lease_until" timestamp(3) with time zone;
  CREATE INDEX "payload_jobs_lease_until_idx" ON "payload_jobs" USING btree ("lease_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_jobs_lease_until_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "claimed_by";
  ALTER TABLE "payload_jobs" DROP COLUMN "lease_until";`)
}
