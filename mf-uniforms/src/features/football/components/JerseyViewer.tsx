import { css } from '@emotion/react';
import { useReducer, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, ChatLink } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { Dialog } from '@estampa/shared/ui/Dialog';
import { CheckIcon, HeartIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { colors, font, mq, radius, space } from '@estampa/shared/theme/theme';
import { focusRing } from '@estampa/shared/ui/styles';
import { ART_SIZE, SIDE_DEPTH_RATIO, TORSO_HALF_WIDTH_RATIO } from '../../../common/art/artSize';
import { FOOTBALL_FEATURES, FOOTBALL_INCLUDES, FOOTBALL_MATERIAL, type FootballModel } from '../data';
import { initialViewer, QUICK_VIEWS, rotationTransform, viewerReducer } from '../rotation';

export function quoteMessage(model: FootballModel): string {
  return `Hola, quiero cotizar el uniforme de fútbol modelo ${model.name} (${model.colors}), ${FOOTBALL_INCLUDES.toLowerCase()}. ¿Me pueden dar precio y tiempo de entrega?`;
}

const layout = css({
  display: 'grid',
  gap: space.lg,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
});

const stage = css([
  {
    position: 'relative',
    // The faces' depth below is a share of this box's width (cqw).
    containerType: 'inline-size',
    aspectRatio: '1 / 1',
    borderRadius: radius.lg,
    background: 'radial-gradient(circle at 50% 40%, #ffffff, #dfe5ee)',
    perspective: 1000,
    cursor: 'grab',
    touchAction: 'none',
    userSelect: 'none',
    overflow: 'hidden',
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
  focusRing,
]);

const jersey = css({
  position: 'absolute',
  inset: '6%',
  transformStyle: 'preserve-3d',
  transition: 'transform .45s ease',
  '[data-dragging="true"] > &': { transition: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const face = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  pointerEvents: 'none',
});
// A jersey with depth: front and back stand apart by the torso's depth, and the two sides (the
// side drawing, SIDE_DEPTH_RATIO of the width) close the torso, so 'Vista Lateral' shows a side.
// The jersey box is 88 % of the stage (inset 6 %).
const JERSEY_WIDTH_CQW = 88;
const halfDepth = `${(JERSEY_WIDTH_CQW * SIDE_DEPTH_RATIO) / 2}cqw`;
const halfTorso = `${JERSEY_WIDTH_CQW * TORSO_HALF_WIDTH_RATIO}cqw`;
const front = css({ transform: `translateZ(${halfDepth})` });
const back = css({ transform: `rotateY(180deg) translateZ(${halfDepth})` });
const side = css({
  left: `${50 - (SIDE_DEPTH_RATIO * 100) / 2}%`,
  width: `${SIDE_DEPTH_RATIO * 100}%`,
});
const right = css({ transform: `rotateY(90deg) translateZ(${halfTorso})` });
const left = css({ transform: `rotateY(-90deg) translateZ(${halfTorso})` });

// The three quick views side by side, equal (they used to wrap, leaving one alone on a line).
const views = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.sm,
  marginTop: space.md,
});
const viewButton = css([
  {
    minHeight: 40,
    padding: `${space.xs} ${space.sm}`,
    textWrap: 'balance',
    borderRadius: 999,
    border: `2px solid ${colors.ink}`,
    background: colors.surface,
    color: colors.ink,
    font: 'inherit',
    fontWeight: font.weight.bold,
    fontSize: font.size.sm,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: colors.ink, color: '#fff' },
  },
  focusRing,
]);

const facts = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xs} ${space.md}`,
  '& dt': { fontWeight: font.weight.bold },
  '& dd': { margin: 0 },
});

const featureList = css({
  listStyle: 'none',
  padding: 0,
  margin: `${space.sm} 0 0`,
  display: 'grid',
  gap: space.xs,
  '& li': { display: 'flex', gap: space.sm },
  '& svg': { color: colors.success, flex: 'none' },
});
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.lg });
const hint = css({ margin: `${space.sm} 0 0`, color: colors.muted, fontSize: font.size.sm });

type Props = {
  model: FootballModel | null;
  onClose: () => void;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
};

/** The 3D viewer: a jersey with front, back and sides, turned by drag (mouse, touch, pen), arrow keys or quick views. */
export function JerseyViewer({ model, onClose, favorite, onToggleFavorite }: Props) {
  return (
    <Dialog open={model !== null} onClose={onClose} title={model?.name ?? ''}>
      {/* keyed by model: each model opens facing front */}
      {model && <ViewerBody key={model.id} model={model} favorite={favorite} onToggleFavorite={onToggleFavorite} />}
    </Dialog>
  );
}

function ViewerBody({
  model,
  favorite,
  onToggleFavorite,
}: {
  model: FootballModel;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
}) {
  return (
    <div css={layout}>
      <RotatingJersey model={model} />
      <ViewerDetails model={model} favorite={favorite} onToggleFavorite={onToggleFavorite} />
    </div>
  );
}

/** The jersey itself, turned by drag, arrow keys or a quick view; faces front when it opens. */
function RotatingJersey({ model }: { model: FootballModel }) {
  const [state, dispatch] = useReducer(viewerReducer, initialViewer);
  const { rotation, drag } = state;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.focus();
    dispatch({ type: 'start', x: e.clientX, y: e.clientY });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) dispatch({ type: 'move', x: e.clientX, y: e.clientY });
  };
  const end = () => dispatch({ type: 'end' });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.key.startsWith('Arrow')) return;
    e.preventDefault();
    dispatch({ type: 'key', key: e.key });
  };

  return (
    <div>
      {/* An image the visitor turns: focusable, with the arrow keys, and by dragging. A slider
          would announce a number, not the jersey. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- see above */}
      <div
        css={stage}
        role="img"
        aria-roledescription="visor 3D"
        aria-label={`Uniforme de fútbol ${model.name}, ${model.colors}. Arrastra o usa las flechas del teclado para girarlo.`}
        tabIndex={0}
        data-dragging={drag ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <div
          css={jersey}
          data-testid="jersey-3d"
          data-rotate-x={rotation.x}
          data-rotate-y={rotation.y}
          style={{ transform: rotationTransform(rotation) }}
        >
          <img css={[face, front]} src={model.image} alt="" width={ART_SIZE} height={ART_SIZE} draggable={false} />
          <img css={[face, back]} src={model.backImage} alt="" width={ART_SIZE} height={ART_SIZE} draggable={false} />
          {[right, left].map((turn, i) => (
            <img
              key={i}
              css={[face, side, turn]}
              src={model.sideImage}
              alt=""
              width={ART_SIZE * SIDE_DEPTH_RATIO}
              height={ART_SIZE}
              draggable={false}
            />
          ))}
        </div>
      </div>
      <div css={views} role="group" aria-label="Vistas rápidas">
        {QUICK_VIEWS.map((v) => (
          <button
            key={v.label}
            type="button"
            css={viewButton}
            aria-pressed={rotation.x === v.rotation.x && rotation.y === v.rotation.y}
            onClick={() => dispatch({ type: 'view', rotation: v.rotation })}
          >
            {v.label}
          </button>
        ))}
      </div>
      <p css={hint}>Arrastra con el ratón o el dedo para girar. Con el teclado: enfoca la imagen y usa las flechas.</p>
    </div>
  );
}

/** What the visitor reads and does beside the jersey: facts, features, quote and favourite. */
function ViewerDetails({
  model,
  favorite,
  onToggleFavorite,
}: {
  model: FootballModel;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
}) {
  return (
    <div>
      <dl css={facts}>
        <dt>Colores</dt>
        <dd>{model.colors}</dd>
        <dt>Material</dt>
        <dd>{FOOTBALL_MATERIAL}</dd>
        <dt>Incluye</dt>
        <dd>{FOOTBALL_INCLUDES}</dd>
      </dl>
      <h3 css={css({ margin: `${space.lg} 0 0`, fontSize: font.size.lg })}>Características</h3>
      <ul css={featureList}>
        {FOOTBALL_FEATURES.map((f) => (
          <li key={f}>
            <CheckIcon size={20} />
            {f}
          </li>
        ))}
      </ul>
      <div css={actions}>
        <ChatLink message={quoteMessage(model)} {...intentItem(`futbol-${model.id}`)}>
          <WhatsAppIcon /> Solicitar Cotización
        </ChatLink>
        <Button variant="secondary" aria-pressed={favorite} onClick={() => onToggleFavorite(model.id)}>
          <HeartIcon fill={favorite ? 'currentColor' : 'none'} /> Agregar a Favoritos
        </Button>
      </div>
      <p css={hint} aria-live="polite">
        {favorite ? 'Este modelo está en tus favoritos.' : ''}
      </p>
    </div>
  );
}
