import type { ReactNode } from 'react';
import { Section, type SectionTone } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import type { SectionCopy } from './types';

type Props = { copy: SectionCopy; tone?: SectionTone; children: ReactNode };

/** A page section named by its h2 (the section's id is the anchor other buttons jump to). */
export function PageSection({ copy, tone = 'light', children }: Props) {
  const headingId = `${copy.id}-titulo`;
  const onDark = tone === 'dark' || tone === 'brand';
  return (
    <Section id={copy.id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={copy.title} subtitle={copy.subtitle} tone={onDark ? 'dark' : 'light'} />
      {children}
    </Section>
  );
}
