import * as migration_20261121_143516_initial from './20261121_143516_initial';

export const migrations = [
  {
    up: migration_20261121_143516_initial.up,
    down: migration_20261121_143516_initial.down,
    name: '20261121_143516_initial'
  },
];
