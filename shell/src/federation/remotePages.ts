/**
 * The contract every page a remote exposes keeps with the shell, checked at build time against the
 * remotes' federated types (types/federated-pages.generated.d.ts, from `npm run build`): a
 * component the shell renders with no props, and the build id its prerendered fragment carries.
 * A remote that changes an exposed page's default export or makes a prop required fails
 * `npm run typecheck` here, naming the page (see docs/REMOTE_CONTRACT.md).
 */
import type { ComponentType } from 'react';
import type { RemotePages } from 'estampa:remote-pages';
import type { RemoteName } from '@estampa/shared/apps/apps';

export type PageModule = { default: ComponentType<Record<string, never>>; buildId: string };

type EveryExposedModuleIsAPage<T extends { [K in keyof T]: PageModule }> = T;
/** Every exposed page, checked: the typecheck fails on this line when one breaks the contract. */
export type CheckedRemotePages = EveryExposedModuleIsAPage<RemotePages>;

/** The modules remote R exposes ('DtfPage' for 'prints'), from its federated types. */
export type ExposedBy<R extends RemoteName> = keyof CheckedRemotePages extends infer K
  ? K extends `${R}/${infer M}`
    ? M
    : never
  : never;
