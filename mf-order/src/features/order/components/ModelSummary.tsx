import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { useState } from 'react';
import type { SelectedModel } from '../types';
import { pageImageUrl } from '../modelImage';
import { card, cardTitle } from './formStyles';
import { LoadingModel } from './LoadingModel';

const media = css({
  flex: 'none',
  width: 140,
  height: 140,
  borderRadius: radius.md,
  border: `1px solid ${colors.line}`,
  background: colors.surfaceAlt,
  objectFit: 'contain',
});

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  dt: { fontWeight: font.weight.bold },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

/** A neutral jersey outline, used when the model's image URL is missing, not one the page may show, or broken. */
function JerseyPlaceholder() {
  return (
    <svg
      css={media}
      viewBox="0 0 140 140"
      width={140}
      height={140}
      role="img"
      aria-label="Imagen del modelo no disponible"
    >
      <path
        d="M50 20h40l8 10 22 8-8 30-12-4v56H40V64l-12 4-8-30 22-8z"
        fill="#e5e7eb"
        stroke="#6b7280"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M58 20c2 8 22 8 24 0" fill="none" stroke="#6b7280" strokeWidth="2" />
    </svg>
  );
}

/** Room for the facts of a model (four rows), so nothing below moves when they replace the loading text. */
const factsRoom = css({ flex: '1 1 200px', minHeight: '6.75rem' });

/** The model's place before the browser has read it from the URL (the prerendered page). */
function ModelLoading() {
  return (
    <>
      <div css={media} aria-hidden="true" />
      <LoadingModel css={factsRoom} />
    </>
  );
}

/** `model` is undefined until the browser has read it from the URL. */
type Props = { model: SelectedModel | undefined; playerCount: number; colorFondo: string };

/** The selected model (its image when the page may show it: modelImage.ts) and the running player count. */
export function ModelSummary({ model, playerCount, colorFondo }: Props) {
  return (
    <section aria-labelledby="pedido-modelo" css={card}>
      <h2 id="pedido-modelo" css={cardTitle}>
        Modelo seleccionado
      </h2>
      <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-start' })}>
        {model ? <ModelFacts model={model} playerCount={playerCount} colorFondo={colorFondo} /> : <ModelLoading />}
      </div>
    </section>
  );
}

function ModelFacts({ model, playerCount, colorFondo }: Props & { model: SelectedModel }) {
  const [failed, setFailed] = useState(false);
  // Rendered in the browser only: the model is read from the URL there.
  const image = failed ? null : pageImageUrl(model.imagen, window.location.origin);
  return (
    <>
      {image ? (
        <img
          src={image}
          alt={`Uniforme de basquetbol modelo ${model.nombre}`}
          width={140}
          height={140}
          css={media}
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        <JerseyPlaceholder />
      )}
      <dl css={[facts, factsRoom]}>
        <dt>Modelo</dt>
        <dd>{model.nombre}</dd>
        <dt>Colores</dt>
        <dd>{model.colores}</dd>
        {colorFondo && (
          <>
            <dt>Color de fondo</dt>
            <dd>{colorFondo}</dd>
          </>
        )}
        <dt>ID del modelo</dt>
        <dd>{model.id}</dd>
        <dt>Jugadores</dt>
        <dd>{playerCount}</dd>
      </dl>
    </>
  );
}
