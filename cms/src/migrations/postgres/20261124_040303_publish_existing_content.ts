import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { PUBLISHED_BEFORE_DRAFTS, publishExistingRows } from '../publishExistingContent'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of PUBLISHED_BEFORE_DRAFTS) await db.execute(sql.raw(publishExistingRows(table)))
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the columns' own migration drops them on the way down.
}
