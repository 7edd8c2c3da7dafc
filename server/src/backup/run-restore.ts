// `npm run restore -- FILE`: puts a backup in place of DATA_DIR/cegdok.sqlite. Stop the server first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from './restore-database.ts';

const [from] = process.argv.slice(2);
if (!from) {
  process.stderr.write(
    'Használat: npm run restore -- DATA_DIR/backups/cegdok-….sqlite (előbb állítsa le a szervert)\n',
  );
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  mkdirSync(config.dataDir, { recursive: true });
  const to = join(config.dataDir, 'cegdok.sqlite');
  const keptAs = await restoreDatabase(from, to, new Date());
  process.stdout.write(
    `Visszaállítva: ${from} → ${to}${keptAs ? `\nAz addigi adatbázis megmaradt itt: ${keptAs}` : ''}\n`,
  );
} catch (error) {
  process.stderr.write(`A visszaállítás nem sikerült: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
