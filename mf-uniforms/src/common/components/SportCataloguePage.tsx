import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { FeatureGrid, type Feature } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Lightbox } from '@estampa/shared/ui/Lightbox';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { colors } from '@estampa/shared/theme/theme';
import { intentItem } from '@estampa/shared/telemetry/intent';
import type { CatalogueModel, Sport } from '../catalogue/types';
import { ModelCard } from './ModelCard';
import { ModelGrid } from './ModelGrid';
import { PointerHint } from './PointerHint';
import { MODELS_SECTION_ID, ModelsSection } from './ModelsSection';
import { useImagePreview } from './useImagePreview';

export type SportCatalogueProps = {
  /** The sport's slug: what the page's quote links are counted for in field data. */
  sport: Sport;
  /** As a visitor reads it in sentences and alt text: 'softbol', 'béisbol'... */
  sportLabel: string;
  title: string;
  eyebrow: string;
  lead: string;
  featuresTitle: string;
  features: readonly Feature[];
  models: readonly CatalogueModel[];
  quoteMessage: string;
  /** Dark theme for the whole page (volleyball). */
  dark?: boolean;
  /** Extra section after the grid (softball's contact call to action). */
  after?: ReactNode;
};

const darkPage = css({ background: colors.dark, color: colors.onDark });

/** The catalogue page shape softball, baseball and volleyball share: hero, features, 20 models with lightbox. */
export function SportCataloguePage({
  sport,
  sportLabel,
  title,
  eyebrow,
  lead,
  featuresTitle,
  features,
  models,
  quoteMessage,
  dark = false,
  after,
}: SportCatalogueProps) {
  const { preview, open, close } = useImagePreview();
  const tone = dark ? 'dark' : 'light';
  return (
    <div css={dark ? darkPage : undefined} {...intentItem(sport)}>
      <Hero id="inicio" title={title} eyebrow={eyebrow} lead={lead} tone={dark ? 'dark' : 'brand'}>
        <ChatLink message={quoteMessage}>Solicitar Cotización</ChatLink>
        <LinkButton variant="light" href={`#${MODELS_SECTION_ID}`}>
          Ver Modelos
        </LinkButton>
      </Hero>
      <Section id="caracteristicas" labelledBy="caracteristicas-titulo" tone={dark ? 'dark' : 'light'}>
        <SectionHeading id="caracteristicas-titulo" title={featuresTitle} tone={tone} />
        <FeatureGrid features={features} tone={tone} />
      </Section>
      <ModelsSection
        count={models.length}
        tone={dark ? 'dark' : 'alt'}
        subtitle={
          <PointerHint
            mouse={`Pasa el cursor o enfoca un uniforme de ${sportLabel} y elige “Ver Imagen” para verlo en grande.`}
            touch={`Toca “Ver Imagen” para ver cada uniforme de ${sportLabel} en grande.`}
          />
        }
      >
        <ModelGrid tone={tone}>
          {models.map((m) => (
            <ModelCard key={m.id} model={m} sportLabel={sportLabel} onPreview={open} />
          ))}
        </ModelGrid>
      </ModelsSection>
      {after}
      <Lightbox preview={preview} onClose={close} openInNewTabLabel="Abrir en nueva pestaña" />
    </div>
  );
}
