// The federation runtime of a remote's production standalone page (dist/client/standalone-runtime.js).
// Remotes are built with `externalRuntime`: on the site the shell's federation host provides the
// runtime once for every remote. Their standalone page has no host, so it loads this small bundle
// first, which provides the same runtime the same way (inject-external-runtime-core-plugin's global).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'local' };
