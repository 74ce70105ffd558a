import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, ChatLink } from '@estampa/shared/ui/Button';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { HeartIcon, ShieldIcon, SparkIcon, StarIcon, UserIcon } from '@estampa/shared/ui/icons';
import { Lightbox } from '@estampa/shared/ui/Lightbox';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { ModelCard } from '../../common/components/ModelCard';
import { ModelGrid } from '../../common/components/ModelGrid';
import { ModelsSection } from '../../common/components/ModelsSection';
import { useImagePreview } from '../../common/components/useImagePreview';
import { loadJerseyViewer } from './components/loadJerseyViewer';
import { PRINT_CSS, PrintCatalogue } from './components/PrintCatalogue';
import { FOOTBALL_INCLUDES, FOOTBALL_MATERIAL, FOOTBALL_SIZES, footballModels, type FootballModel } from './data';
import { FAVORITES_KEY, parseFavorites, serializeFavorites, toggleFavorite } from './favorites';

const ids = footballModels.map((m) => m.id);

const features = [
  { title: FOOTBALL_MATERIAL, description: 'Tela liviana y transpirable; el diseño va dentro de la fibra y no se despega.', icon: <SparkIcon /> },
  { title: FOOTBALL_INCLUDES, description: 'Cada uniforme incluye camiseta y pantalón con los colores de tu club.', icon: <StarIcon /> },
  { title: `Tallas ${FOOTBALL_SIZES[0]} a ${FOOTBALL_SIZES[FOOTBALL_SIZES.length - 1]}`, description: 'Para categorías infantiles, juveniles y adultos, con nombre y número de cada jugador.', icon: <UserIcon /> },
  { title: 'Mira cada modelo en 3D', description: 'Gira la camiseta para verla de frente, de lado y de espalda antes de pedirla.', icon: <ShieldIcon /> },
];

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
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
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

function readStoredFavorites(): string[] {
  try {
    return parseFavorites(window.localStorage.getItem(FAVORITES_KEY), ids);
  } catch {
    return []; // storage blocked (private mode, policy): favourites simply are not remembered
  }
}


// The 3D viewer's code is fetched when a visitor first opens it, not with the page.
const JerseyViewer = lazy(() => loadJerseyViewer().then((m) => ({ default: m.JerseyViewer })));

/** /uniformes/futbol: 20 models, image view, 3D viewer, favourites and a printable catalogue. */
export default function FutbolPage() {
  const { preview, open, close } = useImagePreview();
  const [viewerModel, setViewerModel] = useState<FootballModel | null>(null);
  const [favorites, setFavorites] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const printRef = useRef<HTMLElement>(null);

  // Favourites live in the browser: read after hydration (the server knows none), follow other tabs.
  useEffect(() => {
    setFavorites(readStoredFavorites());
    const onStorage = (e: StorageEvent) => {
      if (e.key === FAVORITES_KEY) setFavorites(readStoredFavorites());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const onToggleFavorite = useCallback(
    (id: string) => {
      const next = toggleFavorite(favorites, id);
      setFavorites(next);
      try {
        window.localStorage.setItem(FAVORITES_KEY, serializeFavorites(next));
      } catch {
        // not remembered, still shown for this visit
      }
    },
    [favorites],
  );

  // 'Catálogo PDF': render the sheet with its images, wait for them (briefly), then print.
  useEffect(() => {
    if (!printing) return;
    let cancelled = false;
    const images = Array.from(printRef.current?.querySelectorAll('img') ?? []);
    const loaded = Promise.all(images.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)));
    const timeout = new Promise((resolve) => setTimeout(resolve, 2500));
    void Promise.race([loaded, timeout]).then(() => {
      if (cancelled) return;
      window.print();
      setPrinting(false);
    });
    return () => {
      cancelled = true;
    };
  }, [printing]);

  const openViewer = useCallback((model: FootballModel) => setViewerModel(model), []);

  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div data-screen-only="">
        <Hero
          id="inicio"
          eyebrow="Camiseta + pantalón sublimados"
          title="UNIFORMES DE FÚTBOL"
          lead="20 modelos para tu club, academia o liga. Míralos en 3D, guarda tus favoritos y pide tu cotización por WhatsApp."
        >
          <Button variant="light" onClick={() => openViewer(footballModels[0])}>
            Ver en 3D
          </Button>
          <Button variant="secondary" onClick={() => setPrinting(true)} disabled={printing}>
            Catálogo PDF
          </Button>
          <ChatLink message="Hola, quiero cotizar uniformes de fútbol sublimados.">Solicitar Cotización</ChatLink>
        </Hero>

        <Section id="caracteristicas" labelledBy="caracteristicas-titulo">
          <SectionHeading id="caracteristicas-titulo" title="Uniformes completos para tu equipo" />
          <FeatureGrid features={features} />
        </Section>

        <ModelsSection count={footballModels.length} subtitle="Abre la vista 3D para ver cada modelo por delante, de lado y por detrás.">
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
                    <button type="button" css={smallButton} onClick={() => openViewer(m)}>
                      Ver en 3D<span data-part="sr"> el modelo {m.name}</span>
                    </button>
                  </div>
                </ModelCard>
              );
            })}
          </ModelGrid>
        </ModelsSection>
      </div>

      <PrintCatalogue ref={printRef} models={footballModels} withImages={printing} />
      <Lightbox preview={preview} onClose={close} openInNewTabLabel="Abrir en nueva pestaña" />
      {viewerModel ? (
        <Suspense fallback={null}>
          <JerseyViewer model={viewerModel} onClose={() => setViewerModel(null)} favorite={favorites.includes(viewerModel.id)} onToggleFavorite={onToggleFavorite} />
        </Suspense>
      ) : null}
    </div>
  );
}
