import * as migration_20261122_052956_initial from './20261122_052956_initial';

export const migrations = [
  {
    up: migration_20261122_052956_initial.up,
    down: migration_20261122_052956_initial.down,
    name: '20261122_052956_initial'
  },
];
