import * as migration_20261122_051429_initial from './20261122_051429_initial';
import * as migration_20261122_055915_documents_decisions_newsletter from './20261122_055915_documents_decisions_newsletter';

export const migrations = [
  {
    up: migration_20261122_051429_initial.up,
    down: migration_20261122_051429_initial.down,
    name: '20261122_051429_initial',
  },
  {
    up: migration_20261122_055915_documents_decisions_newsletter.up,
    down: migration_20261122_055915_documents_decisions_newsletter.down,
    name: '20261122_055915_documents_decisions_newsletter'
  },
];
