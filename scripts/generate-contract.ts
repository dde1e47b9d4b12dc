// npm run generate — writes openapi/openapi.json from the route schemas and regenerates the typed client's
// types from it. Commit both; the contract test fails when they are stale.
import fs from 'node:fs';
import { buildContract, clientTypesFile, openapiFile } from '../src/server/contract.ts';

const { openapi, types, routes } = await buildContract();
fs.mkdirSync('openapi', { recursive: true });
fs.writeFileSync(openapiFile, openapi);
fs.writeFileSync(clientTypesFile, types);
console.log(`Wrote ${openapiFile} and ${clientTypesFile} (${routes.length} routes).`);
