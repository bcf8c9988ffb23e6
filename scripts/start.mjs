// `npm start`: builds the web app when it has not been built, then runs the server in this process.
import { ensureWebBuild } from './ensure-web-build.mjs';

ensureWebBuild();
await import('../apps/server/src/main.ts');
