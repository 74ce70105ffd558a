import type { ReactNode } from 'react';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';

type Props = {
  /** The section's id (the anchor other links jump to); its h2 is <id>-titulo. */
  id: string;
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  children: ReactNode;
};

/** A page section named by its h2 (light text on the dark and brand tones). */
export function PageSection({ id, title, subtitle, tone = 'light', children }: Props) {
  const headingId = `${id}-titulo`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        tone={tone === 'dark' || tone === 'brand' ? 'dark' : 'light'}
      />
      {children}
    </Section>
  );
}
