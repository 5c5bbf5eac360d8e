import * as migration_20261122_052956_initial from './20261122_052956_initial';
import * as migration_20261122_055849_documents_decisions_newsletter from './20261122_055849_documents_decisions_newsletter';

export const migrations = [
  {
    up: migration_20261122_052956_initial.up,
    down: migration_20261122_052956_initial.down,
    name: '20261122_052956_initial',
  },
  {
    up: migration_20261122_055849_documents_decisions_newsletter.up,
    down: migration_20261122_055849_documents_decisions_newsletter.down,
    name: '20261122_055849_documents_decisions_newsletter'
  },
];
