import type { ReactNode } from 'react';
import type { SectionTone } from '@estampa/shared/ui/Section';
import { PageSection } from '@estampa/shared/ui/PageSection';
import { ClosingCta } from './ClosingCta';
import { PrintHero } from './PrintHero';
import type { PrintPageCopy, SectionCopy } from './types';

/** One of a print page's own sections: its heading copy and what it shows under the heading. */
export type PrintSection = { copy: SectionCopy; content: ReactNode };

/** The tone of a page's i-th own section (from 0): light first, then alternating with alt. */
export const sectionTone = (i: number): SectionTone => (i % 2 === 0 ? 'light' : 'alt');

type Props = { page: PrintPageCopy; sections: readonly PrintSection[] };

/** A print page: its hero, its own sections in alternating tones, and its closing call to action. */
export function PrintPage({ page, sections }: Props) {
  const { service, slug } = page;
  return (
    <>
      <PrintHero copy={page.hero} actions={page.heroActions} service={service} slug={slug} />
      {sections.map(({ copy, content }, i) => (
        <PageSection key={copy.id} id={copy.id} title={copy.title} subtitle={copy.subtitle} tone={sectionTone(i)}>
          {content}
        </PageSection>
      ))}
      <ClosingCta copy={page.closing} service={service} slug={slug} />
    </>
  );
}
