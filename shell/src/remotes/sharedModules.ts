/**
 * The shared singletons main.js runs and hands to the federation host, so every remote uses these
 * copies and the browser loads React, react-dom and emotion exactly once. The remotes share the same
 * packages (build-tools/common.js `sharedSingletons`); the deploy refuses a remote whose manifest
 * consumes a shared module the live shell does not provide here (releases/contract.js).
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as EmotionCache from '@emotion/cache';
import { packageOf } from '@estampa/shared/federation/sharedPackage';
import type { ProvidedShared } from '../federation/contract';

/** Package versions, from the root package.json at build time (shell/webpack.config.js). */
declare const __SHARED_VERSIONS__: Record<string, string> | undefined;
const versions: Record<string, string> = typeof __SHARED_VERSIONS__ === 'object' ? __SHARED_VERSIONS__ : {};

const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@emotion/react': EmotionReact,
  '@emotion/react/jsx-runtime': EmotionJsxRuntime,
  '@emotion/cache': EmotionCache,
};

/** What main.js provides, by shared module name. */
export function providedShared(): ProvidedShared {
  return Object.fromEntries(
    Object.entries(MODULES).map(([name, module]) => [name, { version: versions[packageOf(name)] ?? '0.0.0', module }]),
  );
}

/** The names main.js provides (the shell's contract lists them for the deploy check). */
export const PROVIDED_SHARED_NAMES = Object.keys(MODULES);
