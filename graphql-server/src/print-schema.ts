import fs from 'node:fs';
import path from 'node:path';
import { printSchemaSdl, schemaFile } from './schema-sdl';

async function main() {
  const sdl = await printSchemaSdl();
  fs.writeFileSync(schemaFile, sdl);
  console.log(`Schema geschreven naar ${path.relative(process.cwd(), schemaFile)}`);
}

void main();
