/**
 * `tsx scripts/vite/writeSimulatorSeed.ts <dir>`: writes the simulator's demo seed asset (one
 * JSON file per part) into `dir`. Run by the build's simulatorSeed plugin in a process of its
 * own, so faker and the generators never load into Vite's.
 */
import { writeSeedAssetFiles } from '@simulator/testing/seedFile';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: writeSimulatorSeed.ts <dir>');
  process.exit(2);
}
await writeSeedAssetFiles(dir);
