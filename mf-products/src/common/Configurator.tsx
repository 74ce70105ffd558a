import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { breakpoints, colors, font, layout, radius, shadow, space, mq } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { nameWithArticle, type ProductArt } from './art/Art';

/** Catalogue beside its personalisation panel: stacked on phones, two columns from desktops. */
export const configuratorLayout = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
});

const panelCss = css({
  background: colors.surface,
  color: colors.ink,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  padding: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  // The panel exists from the first paint with room for its contents, so opening it moves nothing.
  minHeight: '26rem',
});

/**
 * Where the panel beside the catalogue stays in view while the catalogue scrolls (sticky under the
 * header): desktops whose screen holds the whole panel, `desktopHeight` plus the header and a margin
 * above and below. On a shorter screen a sticky panel would hide its own end ('Cotizar por WhatsApp')
 * until the catalogue ends, so there it scrolls with the page and revealPanel brings it into view.
 */
export function stickyPanelQuery(desktopHeight: string): string {
  return `(min-width: ${breakpoints.lg}px) and (min-height: calc(${desktopHeight} + ${layout.headerHeight} + 2 * ${space.md}))`;
}

type PanelProps = {
  title: string;
  titleId: string;
  /**
   * Height kept for the panel beside the catalogue on desktops: the tallest its contents get, so
   * opening it or switching product never pushes the next section down.
   */
  desktopHeight: string;
  children: ReactNode;
  /** React 19 passes a ref as a plain prop (no forwardRef). */
  ref?: Ref<HTMLDivElement>;
};

/** The side panel 'Personaliza tu …'. */
export function ConfiguratorPanel({ title, titleId, desktopHeight, children, ref }: PanelProps) {
  return (
    <div
      ref={ref}
      css={[
        panelCss,
        css({
          [mq.lg]: { minHeight: desktopHeight },
          [`@media ${stickyPanelQuery(desktopHeight)}`]: {
            position: 'sticky',
            top: `calc(${layout.headerHeight} + ${space.md})`,
          },
        }),
      ]}
      aria-labelledby={titleId}
      role="group"
    >
      {/* Focusable by script: on phones choosing a product brings the panel into view and focus with it (revealPanel). */}
      <h3 id={titleId} tabIndex={-1} css={css({ margin: 0, fontSize: font.size.xl })}>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** What the panel says before anything is chosen. */
export function PanelPrompt({ children }: { children: ReactNode }) {
  return (
    <div
      css={css({
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        minHeight: '18rem',
        maxHeight: '36rem',
        padding: space.lg,
        border: `2px dashed ${colors.line}`,
        borderRadius: radius.md,
        color: colors.muted,
      })}
    >
      <p css={css({ margin: 0, fontSize: font.size.lg })}>{children}</p>
    </div>
  );
}

/**
 * The chosen product at the top of the open panel: its preview in the chosen colour (its first until
 * one is chosen), name, price and the facts given as children.
 */
export function PanelSummary<P extends { name: string; price: number; colors: readonly string[] }>({
  product,
  color,
  art,
  per = 'unidad',
  children,
}: {
  product: P;
  color: string | null;
  art: ProductArt<P>;
  /** What the price is for: 'unidad', 'uniforme'. */
  per?: string;
  children?: ReactNode;
}) {
  const shown = color ?? product.colors[0];
  return (
    <div
      css={css({
        display: 'grid',
        // The picture gives way on the narrowest phones, so a long name ('Embroidered') keeps its line.
        gridTemplateColumns: 'clamp(72px, 30%, 120px) minmax(0, 1fr)',
        gap: space.md,
        alignItems: 'center',
      })}
    >
      <div
        css={css({
          background: colors.surfaceAlt,
          borderRadius: radius.md,
          padding: space.xs,
          '& svg, & img': { display: 'block', width: '100%', height: 'auto' },
        })}
      >
        {art.draw(product, shown, `Vista previa ${nameWithArticle(art, product)} en color ${shown}`, 120)}
      </div>
      <div css={css({ display: 'grid', gap: space.xs })}>
        <p css={css({ margin: 0, fontWeight: font.weight.black, fontSize: font.size.lg })}>{product.name}</p>
        <p
          css={css({
            margin: 0,
            fontWeight: font.weight.bold,
            color: colors.primary,
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {`${formatMoney(product.price)} por ${per}`}
        </p>
        {children}
      </div>
    </div>
  );
}

/**
 * Bring the panel into view after a choice, and keyboard and screen-reader focus with it (its
 * title), so what is on screen and where focus is stay together: on phones, where it sits under the
 * catalogue, and on desktops too short for it to stay in view (stickyPanelQuery) when its title has
 * scrolled out of sight. Called from event handlers only (never during render).
 */
export function revealPanel(panel: HTMLElement | null, desktopHeight: string): void {
  if (!panel || typeof window === 'undefined') return;
  const matches = (query: string) => Boolean(window.matchMedia?.(query).matches);
  if (matches(stickyPanelQuery(desktopHeight))) return; // beside the catalogue, always in view
  if (matches(`(min-width: ${breakpoints.lg}px)`)) {
    const top = panel.getBoundingClientRect().top;
    if (top >= parseFloat(layout.headerHeight) && top < window.innerHeight / 2) return; // its title is in view
  }
  // At once: a smooth scroll would keep the panel gliding under the next tap for most of a second
  // (a tap on a colour or on 'Cotizar por WhatsApp' right after the choice could land elsewhere).
  panel.scrollIntoView({ block: 'start', behavior: 'instant' });
  panel.querySelector<HTMLElement>('h3[tabindex]')?.focus({ preventScroll: true });
}
