import * as migration_20261122_052956_initial from './20261122_052956_initial';
import * as migration_20261122_055849_documents_decisions_newsletter from './20261122_055849_documents_decisions_newsletter';
import * as migration_20261123_220543_account_safety from './20261123_220543_account_safety';
import * as migration_20261124_004144_commune_content from './20261124_004144_commune_content';
import * as migration_20261124_033032_site_rebuild_jobs from './20261124_033032_site_rebuild_jobs';

export const migrations = [
  {
    up: migration_20261122_052956_initial.up,
    down: migration_20261122_052956_initial.down,
    name: '20261122_052956_initial',
  },
  {
    up: migration_20261122_055849_documents_decisions_newsletter.up,
    down: migration_20261122_055849_documents_decisions_newsletter.down,
    name: '20261122_055849_documents_decisions_newsletter',
  },
  {
    up: migration_20261123_220543_account_safety.up,
    down: migration_20261123_220543_account_safety.down,
    name: '20261123_220543_account_safety',
  },
  {
    up: migration_20261124_004144_commune_content.up,
    down: migration_20261124_004144_commune_content.down,
    name: '20261124_004144_commune_content',
  },
  {
    up: migration_20261124_033032_site_rebuild_jobs.up,
    down: migration_20261124_033032_site_rebuild_jobs.down,
    name: '20261124_033032_site_rebuild_jobs'
  },
];
