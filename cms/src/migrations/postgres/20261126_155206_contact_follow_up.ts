import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_follow_up" AS ENUM('new', 'inProgress', 'answered', 'closed');
  ALTER TABLE "contact_messages" ADD COLUMN "follow_up" "enum_contact_messages_follow_up" DEFAULT 'new';
  ALTER TABLE "contact_messages" ADD COLUMN "staff_note" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DROP COLUMN "follow_up";
  ALTER TABLE "contact_messages" DROP COLUMN "staff_note";
  DROP TYPE "public"."enum_contact_messages_follow_up";`)
}
