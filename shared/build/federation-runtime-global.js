// Standalone pages only: remotes are built with `externalRuntime` (the host provides the Module
// Federation runtime once for every remote), so a remote's own standalone page loads this small
// bundle first to provide that runtime itself.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'local' };
