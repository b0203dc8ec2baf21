// Prints the keys of the endpoint table as platform-api's sources see it, one per line (run with tsx
// by test/build-and-run.test.ts, the way npm start runs the API).
import { ENDPOINTS } from '../../src/contract.js';

console.log(Object.keys(ENDPOINTS).join('\n'));
