import { Hero } from '@estampa/shared/ui/Hero';
import { ActionButtons } from './ActionButtons';
import type { HeroCopy, PageAction } from './types';

type Props = { copy: HeroCopy; actions: readonly PageAction[]; service: string; slug: string };

/** A print page's hero: its only h1, lead text and buttons. */
export function PrintHero({ copy, actions, service, slug }: Props) {
  return (
    <Hero id={copy.id} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      {actions.length > 0 && <ActionButtons actions={actions} service={service} slug={slug} />}
    </Hero>
  );
}
