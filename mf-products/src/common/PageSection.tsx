import type { ReactNode } from 'react';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';

type Props = {
  /** The section's id (an anchor); its h2 is <id>-titulo. */
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'light' | 'alt' | 'brand';
  children: ReactNode;
};

/** A page section named by its h2. */
export function PageSection({ id, title, subtitle, tone, children }: Props) {
  return (
    <Section id={id} labelledBy={`${id}-titulo`} tone={tone}>
      <SectionHeading
        id={`${id}-titulo`}
        title={title}
        subtitle={subtitle}
        tone={tone === 'brand' ? 'dark' : undefined}
      />
      {children}
    </Section>
  );
}
