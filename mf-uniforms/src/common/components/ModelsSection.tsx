import type { ReactNode } from 'react';
import { Section, type SectionTone } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';

type Props = { count: number; subtitle?: ReactNode; tone?: SectionTone; children: ReactNode };

export const MODELS_SECTION_ID = 'modelos';

/** The section holding a catalogue grid: a region named 'N MODELOS DISPONIBLES'. */
export function ModelsSection({ count, subtitle, tone = 'alt', children }: Props) {
  const headingId = `${MODELS_SECTION_ID}-titulo`;
  return (
    <Section id={MODELS_SECTION_ID} labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        title={`${count} MODELOS DISPONIBLES`}
        subtitle={subtitle}
        tone={tone === 'dark' ? 'dark' : 'light'}
      />
      {children}
    </Section>
  );
}
