import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { EXISTING_CONTENT_WORDING } from '../existingContentWording'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of EXISTING_CONTENT_WORDING) await db.execute(sql.raw(statement))
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the columns' own migration drops them on the way down.
}
