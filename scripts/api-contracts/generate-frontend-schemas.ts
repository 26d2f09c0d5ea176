/** `npm run api:schemas`: rewrites the generated frontend schema modules (lib/api/api-contracts*.gen.ts) from the backend response contracts. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formattedFrontendSchemas } from './formatted-source';

// npm runs scripts from the repository root.
const ROOT = process.cwd();
for (const [file, content] of Object.entries(formattedFrontendSchemas(ROOT))) {
  writeFileSync(path.join(ROOT, file), content);
  console.log(`wrote ${file}`);
}
