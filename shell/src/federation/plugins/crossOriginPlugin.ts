import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remote entries load as CORS scripts (`crossorigin="anonymous"`; each remote answers with
 * Access-Control-Allow-Origin). Without it, an error thrown by a remote's code on another origin
 * reaches the page as "Script error." with no file: field data could not say which remote failed.
 * The remotes' own chunks get the same attribute from their build (output.crossOriginLoading), and
 * the page's preload of the entry carries it too (shell/server/remoteIncludes.js), so the preloaded
 * response is the one used.
 */
export function createCrossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'estampa-cross-origin',
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}

export default createCrossOriginPlugin;
