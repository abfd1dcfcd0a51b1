import type { SeedSize } from '../config';
import type { Database } from '../db/database';
import type { StoreLog } from '../db/open-store';
import { isSeeded, seedDemoCompany } from './demo-company';

export async function seedIfAsked(
  database: Database,
  size: SeedSize,
  log: StoreLog,
  onStep?: (step: string, milliseconds: number) => void,
): Promise<void> {
  if (size === 'none' || (await isSeeded(database))) return;
  const started = performance.now();
  // Another server starting on the same empty database may have seeded it meanwhile.
  if (!(await seedDemoCompany(database, { size, onStep }))) return;
  log.info(`Seeded the ${size} company in ${Math.round(performance.now() - started)} ms`);
}
