import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_commune_key_figures_source" AS ENUM('typed', 'projectsInProgress');
  CREATE TYPE "public"."enum__commune_v_version_key_figures_source" AS ENUM('typed', 'projectsInProgress');
  ALTER TABLE "services" ADD COLUMN "search_keywords" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_search_keywords" varchar;
  ALTER TABLE "procedures" ADD COLUMN "citizen_space_rank" numeric;
  ALTER TABLE "procedures" ADD COLUMN "search_keywords" varchar;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_citizen_space_rank" numeric;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_search_keywords" varchar;
  ALTER TABLE "documents" ADD COLUMN "search_keywords" varchar;
  ALTER TABLE "decisions" ADD COLUMN "search_keywords" varchar;
  ALTER TABLE "events" ADD COLUMN "search_keywords" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_search_keywords" varchar;
  ALTER TABLE "commune_key_figures" ADD COLUMN "source" "enum_commune_key_figures_source" DEFAULT 'typed';
  ALTER TABLE "commune_key_figures" ADD COLUMN "note" varchar;
  ALTER TABLE "commune" ADD COLUMN "news_signature" varchar;
  ALTER TABLE "_commune_v_version_key_figures" ADD COLUMN "source" "enum__commune_v_version_key_figures_source" DEFAULT 'typed';
  ALTER TABLE "_commune_v_version_key_figures" ADD COLUMN "note" varchar;
  ALTER TABLE "_commune_v" ADD COLUMN "version_news_signature" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "search_keywords";
  ALTER TABLE "_services_v" DROP COLUMN "version_search_keywords";
  ALTER TABLE "procedures" DROP COLUMN "citizen_space_rank";
  ALTER TABLE "procedures" DROP COLUMN "search_keywords";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_citizen_space_rank";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_search_keywords";
  ALTER TABLE "documents" DROP COLUMN "search_keywords";
  ALTER TABLE "decisions" DROP COLUMN "search_keywords";
  ALTER TABLE "events" DROP COLUMN "search_keywords";
  ALTER TABLE "_events_v" DROP COLUMN "version_search_keywords";
  ALTER TABLE "commune_key_figures" DROP COLUMN "source";
  ALTER TABLE "commune_key_figures" DROP COLUMN "note";
  ALTER TABLE "commune" DROP COLUMN "news_signature";
  ALTER TABLE "_commune_v_version_key_figures" DROP COLUMN "source";
  ALTER TABLE "_commune_v_version_key_figures" DROP COLUMN "note";
  ALTER TABLE "_commune_v" DROP COLUMN "version_news_signature";
  DROP TYPE "public"."enum_commune_key_figures_source";
  DROP TYPE "public"."enum__commune_v_version_key_figures_source";`)
}
