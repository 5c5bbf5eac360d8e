import * as migration_20261122_051421_initial from './20261122_051421_initial';

export const migrations = [
  {
    up: migration_20261122_051421_initial.up,
    down: migration_20261122_051421_initial.down,
    name: '20261122_051421_initial'
  },
];
