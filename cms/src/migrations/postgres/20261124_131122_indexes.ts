import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "_status_date_createdAt_idx" ON "news" USING btree ("_status","date","created_at");
  CREATE INDEX "category_date_createdAt_idx" ON "news" USING btree ("category","date","created_at");
  CREATE INDEX "date_createdAt_idx" ON "news" USING btree ("date","created_at");
  CREATE INDEX "version__status_version_date_version_createdAt_idx" ON "_news_v" USING btree ("version__status","version_date","version_created_at");
  CREATE INDEX "version_category_version_date_version_createdAt_idx" ON "_news_v" USING btree ("version_category","version_date","version_created_at");
  CREATE INDEX "version_date_version_createdAt_idx" ON "_news_v" USING btree ("version_date","version_created_at");
  CREATE INDEX "_status_createdAt_idx" ON "services" USING btree ("_status","created_at");
  CREATE INDEX "category_createdAt_idx" ON "services" USING btree ("category","created_at");
  CREATE INDEX "version__status_version_createdAt_idx" ON "_services_v" USING btree ("version__status","version_created_at");
  CREATE INDEX "version_category_version_createdAt_idx" ON "_services_v" USING btree ("version_category","version_created_at");
  CREATE INDEX "_status_startDate_createdAt_idx" ON "projects" USING btree ("_status","start_date","created_at");
  CREATE INDEX "startDate_createdAt_idx" ON "projects" USING btree ("start_date","created_at");
  CREATE INDEX "version__status_version_startDate_version_createdAt_idx" ON "_projects_v" USING btree ("version__status","version_start_date","version_created_at");
  CREATE INDEX "version_startDate_version_createdAt_idx" ON "_projects_v" USING btree ("version_start_date","version_created_at");
  CREATE INDEX "_status_createdAt_1_idx" ON "procedures" USING btree ("_status","created_at");
  CREATE INDEX "category_createdAt_1_idx" ON "procedures" USING btree ("category","created_at");
  CREATE INDEX "version__status_version_createdAt_1_idx" ON "_procedures_v" USING btree ("version__status","version_created_at");
  CREATE INDEX "version_category_version_createdAt_1_idx" ON "_procedures_v" USING btree ("version_category","version_created_at");
  CREATE INDEX "_status_createdAt_2_idx" ON "investments" USING btree ("_status","created_at");
  CREATE INDEX "version__status_version_createdAt_2_idx" ON "_investments_v" USING btree ("version__status","version_created_at");
  CREATE INDEX "date_createdAt_1_idx" ON "documents" USING btree ("date","created_at");
  CREATE INDEX "date_createdAt_2_idx" ON "decisions" USING btree ("date","created_at");
  CREATE INDEX "_status_start_createdAt_idx" ON "events" USING btree ("_status","start","created_at");
  CREATE INDEX "start_createdAt_idx" ON "events" USING btree ("start","created_at");
  CREATE INDEX "version__status_version_start_version_createdAt_idx" ON "_events_v" USING btree ("version__status","version_start","version_created_at");
  CREATE INDEX "version_start_version_createdAt_idx" ON "_events_v" USING btree ("version_start","version_created_at");
  CREATE INDEX "_status_title_createdAt_idx" ON "pages" USING btree ("_status","title","created_at");
  CREATE INDEX "title_createdAt_idx" ON "pages" USING btree ("title","created_at");
  CREATE INDEX "version__status_version_title_version_createdAt_idx" ON "_pages_v" USING btree ("version__status","version_title","version_created_at");
  CREATE INDEX "version_title_version_createdAt_idx" ON "_pages_v" USING btree ("version_title","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_status_date_createdAt_idx";
  DROP INDEX "category_date_createdAt_idx";
  DROP INDEX "date_createdAt_idx";
  DROP INDEX "version__status_version_date_version_createdAt_idx";
  DROP INDEX "version_category_version_date_version_createdAt_idx";
  DROP INDEX "version_date_version_createdAt_idx";
  DROP INDEX "_status_createdAt_idx";
  DROP INDEX "category_createdAt_idx";
  DROP INDEX "version__status_version_createdAt_idx";
  DROP INDEX "version_category_version_createdAt_idx";
  DROP INDEX "_status_startDate_createdAt_idx";
  DROP INDEX "startDate_createdAt_idx";
  DROP INDEX "version__status_version_startDate_version_createdAt_idx";
  DROP INDEX "version_startDate_version_createdAt_idx";
  DROP INDEX "_status_createdAt_1_idx";
  DROP INDEX "category_createdAt_1_idx";
  DROP INDEX "version__status_version_createdAt_1_idx";
  DROP INDEX "version_category_version_createdAt_1_idx";
  DROP INDEX "_status_createdAt_2_idx";
  DROP INDEX "version__status_version_createdAt_2_idx";
  DROP INDEX "date_createdAt_1_idx";
  DROP INDEX "date_createdAt_2_idx";
  DROP INDEX "_status_start_createdAt_idx";
  DROP INDEX "start_createdAt_idx";
  DROP INDEX "version__status_version_start_version_createdAt_idx";
  DROP INDEX "version_start_version_createdAt_idx";
  DROP INDEX "_status_title_createdAt_idx";
  DROP INDEX "title_createdAt_idx";
  DROP INDEX "version__status_version_title_version_createdAt_idx";
  DROP INDEX "version_title_version_createdAt_idx";`)
}
