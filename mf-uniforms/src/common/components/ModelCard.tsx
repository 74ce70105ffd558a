import { css } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { colors, font, radius, shadow, space } from '@estampa/shared/theme/theme';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { ART_SIZE } from '../art/artSize';
import type { CatalogueModel } from '../catalogue/types';

export type CardTone = 'light' | 'dark';

// Every style is built once at module load: 200 cards must cost no per-card style work.
const card = {
  light: css({ background: colors.surface, color: colors.ink, border: `1px solid ${colors.line}`, boxShadow: shadow.card }),
  dark: css({ background: colors.darkSurface, color: colors.onDark, border: '1px solid #1f2a44' }),
};

const cardBase = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radius.lg,
  overflow: 'hidden',
  // Off-screen cards skip layout and paint until they come near the viewport.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 340px',
  '&[data-expanded="true"]': { outline: `3px solid ${colors.primary}`, outlineOffset: -3 },
});

const media = css({ position: 'relative' });
const frame = css({ display: 'block', aspectRatio: '1 / 1', background: '#eef1f5' });

const image = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' });

const overlay = css({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.xs,
  padding: space.sm,
  background: 'linear-gradient(transparent, rgba(3,7,18,.78))',
  opacity: 0,
  transition: 'opacity .15s ease',
  // Shown on hover AND when anything in the card has keyboard focus; always on touch screens.
  'li:hover > div > &, li:focus-within > div > &': { opacity: 1 },
  // Touch screens have no hover: the actions sit under the image instead of covering it.
  '@media (hover: none)': { position: 'static', opacity: 1, background: 'transparent', paddingBottom: 0, '& > *': { boxShadow: `inset 0 0 0 1px ${colors.line}` } },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const overlayAction = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 12px',
  borderRadius: radius.pill,
  border: 0,
  background: '#fff',
  color: colors.ink,
  font: 'inherit',
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: colors.primarySoft },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
});

const body = css({ display: 'flex', flexDirection: 'column', gap: space.xs, padding: space.sm, flex: 1, [`@media (min-width: 768px)`]: { padding: space.md } });

const title = css({ margin: 0, fontSize: font.size.md, lineHeight: 1.25 });

const toggle = css({
  all: 'unset',
  cursor: 'pointer',
  display: 'block',
  width: '100%',
  // Stretched over the whole card: a click anywhere on it toggles.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${colors.focus}`, outlineOffset: -3, borderRadius: radius.lg },
});

const meta = {
  light: css({ margin: 0, fontSize: font.size.sm, color: colors.muted }),
  dark: css({ margin: 0, fontSize: font.size.sm, color: colors.onDarkMuted }),
};

const footer = css({ position: 'relative', zIndex: 2, display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: 'auto', paddingTop: space.xs });

type Props = {
  model: CatalogueModel;
  /** Sport as a visitor reads it, for the alt text: 'basquetbol', 'fútbol'... */
  sportLabel: string;
  onPreview: (model: CatalogueModel) => void;
  tone?: CardTone;
  /** When given, the card is a toggle (aria-expanded) and a click anywhere on it calls this. */
  onToggle?: (id: CatalogueModel['id']) => void;
  expanded?: boolean;
  /** id of the element shown while expanded (for aria-controls). */
  panelId?: string;
  /** Small marker over the image (e.g. favourite). */
  badge?: ReactNode;
  /** Actions or the expanded panel, under the name. */
  children?: ReactNode;
};

/** One model: lazy image with 'Ver Imagen' and 'Abrir', name, colours, optional actions. */
function ModelCardImpl({ model, sportLabel, onPreview, tone = 'light', onToggle, expanded = false, panelId, badge, children }: Props) {
  return (
    <li css={[cardBase, card[tone]]} data-expanded={onToggle ? String(expanded) : undefined} data-model-id={model.id}>
      <div css={media}>
        <div css={frame}>
          <img
            src={model.image}
            width={ART_SIZE}
            height={ART_SIZE}
            loading="lazy"
            decoding="async"
            alt={`Uniforme de ${sportLabel} modelo ${model.name}, colores ${model.colors}`}
            css={image}
          />
        </div>
        <div css={overlay}>
          <button type="button" css={overlayAction} onClick={() => onPreview(model)}>
            Ver Imagen<span css={visuallyHidden}> de {model.name}</span>
          </button>
          <a css={overlayAction} href={model.image} target="_blank" rel="noopener noreferrer">
            Abrir<span css={visuallyHidden}> imagen de {model.name} en una pestaña nueva</span>
          </a>
        </div>
        {badge}
      </div>
      <div css={body}>
        <h3 css={title}>
          {onToggle ? (
            <button type="button" css={toggle} aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={() => onToggle(model.id)}>
              {model.name}
            </button>
          ) : (
            model.name
          )}
        </h3>
        <p css={meta[tone]}>
          Modelo {model.id} · {model.colors}
        </p>
        {children && <div css={footer}>{children}</div>}
      </div>
    </li>
  );
}

/** Memoised: a page re-render (expanding one card, opening the lightbox) re-renders only the cards that changed. */
export const ModelCard = memo(ModelCardImpl);
