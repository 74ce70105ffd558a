import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, ChatLink } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { HeartIcon, ShieldIcon, SparkIcon, StarIcon, UserIcon } from '@estampa/shared/ui/icons';
import { Lightbox } from '@estampa/shared/ui/Lightbox';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { focusOutline } from '@estampa/shared/ui/styles';
import { SCREEN_ONLY_ATTR } from '@estampa/shared/theme/pageHooks';
import { ModelCard } from '../../common/components/ModelCard';
import { ModelGrid } from '../../common/components/ModelGrid';
import { modelTitleId } from '../../common/components/cardNames';
import { ModelsSection } from '../../common/components/ModelsSection';
import { useImagePreview } from '../../common/components/useImagePreview';
import { loadJerseyViewer } from './components/loadJerseyViewer';
import { PrintCatalogue } from './components/PrintCatalogue';
import { footballModels, type FootballModel } from './data';
import { useFavorites } from './hooks/useFavorites';
import { usePrintCatalogue } from './hooks/usePrintCatalogue';

const ids = footballModels.map((m) => m.id);

// The section's wording never repeats the 3D view's facts ('Poliéster sublimado', 'Camiseta + Pantalón',
// the sizes): with the view open, each of them is on the page once, in the view.
const features = [
  {
    title: 'Tela que respira',
    description: 'Poliéster liviano y transpirable; el diseño va dentro de la fibra y no se despega.',
    icon: <SparkIcon />,
  },
  {
    title: 'Uniforme completo',
    description: 'Camiseta y pantalón a juego, con los colores de tu club.',
    icon: <StarIcon />,
  },
  {
    title: 'Tallas para todo el equipo',
    description: 'De categorías infantiles a adultos, con nombre y número de cada jugador.',
    icon: <UserIcon />,
  },
  {
    title: 'Mira cada modelo en 3D',
    description: 'Gira la camiseta para verla de frente, de lado y de espalda antes de pedirla.',
    icon: <ShieldIcon />,
  },
];

/** A card's own 3D button: not 'Ver en 3D', the hero's button (SPEC's), which stays the one of that name. */
const CARD_3D_LABEL = 'Vista 3D';

const cardActions = css({ display: 'flex', flexWrap: 'wrap', gap: space.xs, width: '100%' });
const smallButton = css({
  flex: '1 1 auto',
  minHeight: 40,
  padding: `0 ${space.sm}`,
  borderRadius: radius.pill,
  border: `2px solid ${colors.primary}`,
  background: colors.primary,
  color: '#fff',
  font: 'inherit',
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  '&:hover': { background: colors.primaryDark },
  '&:focus-visible': focusOutline,
});
const favBadge = css({
  position: 'absolute',
  top: space.sm,
  right: space.sm,
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  borderRadius: radius.pill,
  background: colors.primary,
  color: '#fff',
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
});

// The 3D viewer's code is fetched when a visitor first opens it, not with the page.
const JerseyViewer = lazy(() => loadJerseyViewer().then((m) => ({ default: m.JerseyViewer })));

/** /uniformes/futbol: 20 models, image view, 3D viewer, favourites and a printable catalogue. */
export default function FutbolPage() {
  const { preview, open, close } = useImagePreview();
  const [viewerModel, setViewerModel] = useState<FootballModel | null>(null);
  const { favorites, toggle: onToggleFavorite } = useFavorites(ids);
  const { printing, sheetShown, print, sheetRef } = usePrintCatalogue();

  const openViewer = useCallback((model: FootballModel) => setViewerModel(model), []);

  return (
    // The sport's slug: what the page's quote links count for in field data (a model's own: futbol-<id>).
    <div {...intentItem('futbol')}>
      {/* On paper only the catalogue shows: the shell's print rules (shared/src/theme/pageHooks.ts). */}
      <div {...{ [SCREEN_ONLY_ATTR]: '' }}>
        <Hero
          id="inicio"
          eyebrow="Diseños sublimados"
          title="UNIFORMES DE FÚTBOL"
          lead="20 modelos para tu club, academia o liga. Míralos en 3D, guarda tus favoritos y pide tu cotización por WhatsApp."
        >
          <Button variant="light" onClick={() => openViewer(footballModels[0])}>
            Ver en 3D
          </Button>
          <Button variant="secondary" onClick={print} disabled={printing}>
            Catálogo PDF
          </Button>
          {/* Not 'Solicitar Cotización': that is the 3D view's button, named once on the page. */}
          <ChatLink message="Hola, quiero cotizar uniformes de fútbol sublimados.">Pedir Cotización</ChatLink>
        </Hero>

        <Section id="caracteristicas" labelledBy="caracteristicas-titulo">
          <SectionHeading id="caracteristicas-titulo" title="Uniformes completos para tu equipo" />
          <FeatureGrid features={features} />
        </Section>

        <ModelsSection
          count={footballModels.length}
          subtitle="Abre la vista 3D para ver cada modelo por delante, de lado y por detrás."
        >
          <ModelGrid>
            {footballModels.map((m) => {
              const favorite = favorites.includes(m.id);
              return (
                <ModelCard
                  key={m.id}
                  model={m}
                  sportLabel="fútbol"
                  onPreview={open}
                  badge={
                    favorite ? (
                      <span css={favBadge}>
                        <HeartIcon size={14} fill="currentColor" /> Favorito
                      </span>
                    ) : null
                  }
                >
                  <div css={cardActions}>
                    <button
                      type="button"
                      css={smallButton}
                      aria-describedby={modelTitleId(m.id)}
                      onClick={() => openViewer(m)}
                    >
                      {CARD_3D_LABEL}
                    </button>
                  </div>
                </ModelCard>
              );
            })}
          </ModelGrid>
        </ModelsSection>
      </div>

      {sheetShown && <PrintCatalogue ref={sheetRef} models={footballModels} />}
      <Lightbox preview={preview} onClose={close} openInNewTabLabel="Abrir en nueva pestaña" />
      {viewerModel ? (
        <Suspense fallback={null}>
          <JerseyViewer
            model={viewerModel}
            onClose={() => setViewerModel(null)}
            favorite={favorites.includes(viewerModel.id)}
            onToggleFavorite={onToggleFavorite}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
