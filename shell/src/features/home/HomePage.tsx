import { css } from '@emotion/react';
import { useState, type MouseEvent } from 'react';
import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, gridColumns, mq, radius, shadow, space } from '@estampa/shared/theme/theme';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { FeatureGrid, type Feature } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { HeartIcon, ShieldIcon, TruckIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { ProcessSteps, type Step } from '@estampa/shared/ui/ProcessSteps';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { container } from '@estampa/shared/ui/styles';
import { cardGrid } from '@estampa/shared/ui/cardGrid';
import { toggleButton } from '@estampa/shared/ui/toggleButton';
import { findRoute } from '../../routes/routeTable';
import { useNewTabHint } from '../common/useNewTabHint';
import { prefersReducedMotion } from '../common/prefersReducedMotion';
import { HOME_PRODUCTS, type HomeProduct } from './data';
import { DEFAULT_HOME_FILTER, HOME_FILTERS, filterProducts, productCountText, type HomeFilter } from './homeFilter';
import { ProductIllustration } from './ProductIllustration';

export const PRODUCTS_SECTION_ID = 'productos';

/** The five sport catalogues in the order of docs/product-rules.md#pages (basketball, football, baseball, volleyball, softball). */
const SPORT_CATALOGUES = [PATHS.basketball, PATHS.football, PATHS.baseball, PATHS.volleyball, PATHS.softball].map(
  (path) => {
    const route = findRoute(path);
    if (!route?.navLabel) throw new Error(`route table has no menu entry for ${path}`);
    return { name: route.navLabel, path: route.path };
  },
);

/** The sample products: two a row on every phone (SPEC.md's 2 columns on mobile), four on desktops. */
const homeGridColumns = css({
  [mq.belowMd]: { gridTemplateColumns: `repeat(${gridColumns.base}, minmax(0, 1fr))`, gap: space.md },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const STEPS: readonly Step[] = [
  {
    title: 'Elige tu producto',
    description: 'Polos, t-shirts, tazas, termos, gorras, hoodies o uniformes: escoge la base de tu pedido.',
  },
  {
    title: 'Envía tu diseño',
    description: 'Mándanos tu logo, foto o idea por WhatsApp. Si no tienes diseño, te ayudamos a crearlo.',
  },
  {
    title: 'Producción',
    description: 'Imprimimos, sublimamos o bordamos tu pedido y revisamos cada pieza antes de entregarla.',
  },
  {
    title: 'Entrega',
    description: `Recoge tu pedido en ${BUSINESS.address.locality} o coordinamos la entrega contigo.`,
  },
];

const REASONS: readonly Feature[] = [
  {
    title: 'Calidad Premium',
    description: 'Materiales seleccionados y tintas que resisten el uso y los lavados.',
    icon: <ShieldIcon size={32} />,
  },
  {
    title: 'Entrega Rápida',
    description: 'Cumplimos los tiempos acordados para que tu evento o negocio no espere.',
    icon: <TruckIcon size={32} />,
  },
  {
    title: 'Atención Personalizada',
    description: 'Te acompañamos desde la idea hasta la entrega, por WhatsApp o en persona.',
    icon: <HeartIcon size={32} />,
  },
];

/**
 * 'Ver Productos': a plain link to #productos (works without JavaScript), enhanced into a smooth
 * scroll that honours prefers-reduced-motion and moves keyboard focus to the section.
 */
function scrollToProducts(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(PRODUCTS_SECTION_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${PRODUCTS_SECTION_ID}`) window.history.pushState(null, '', `#${PRODUCTS_SECTION_ID}`);
}

function ProductCard({ product }: { product: HomeProduct }) {
  const { image } = product;
  const titleId = `producto-${product.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        css={css({
          height: '100%',
          background: colors.surface,
          borderRadius: radius.lg,
          boxShadow: shadow.card,
          border: `1px solid ${colors.line}`,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
        })}
      >
        <div
          css={css({
            position: 'relative',
            display: 'grid',
            placeItems: 'center',
            background: colors.surfaceAlt,
            paddingBlock: space.md,
            // Two cards a row on a 320 px phone leave each less than the picture's 160 px.
            '& > img, & > svg': { maxWidth: '100%', height: 'auto' },
          })}
        >
          {image.src ? (
            <img src={image.src} alt={product.name} width={160} height={160} loading="lazy" />
          ) : (
            <ProductIllustration
              kind={image.art}
              color={image.color}
              accent={image.accent}
              label={`Ilustración: ${product.name}`}
            />
          )}
          <span
            css={css({
              position: 'absolute',
              top: space.sm,
              left: space.sm,
              background: colors.primary,
              color: '#fff',
              fontSize: font.size.xs,
              fontWeight: font.weight.bold,
              padding: `2px ${space.sm}`,
              borderRadius: radius.pill,
              // Within the card however the text is spaced (WCAG 1.4.12) on a 320 px phone.
              maxWidth: `calc(100% - 2 * ${space.sm})`,
              boxSizing: 'border-box',
              overflowWrap: 'anywhere',
            })}
          >
            Personalizable
          </span>
        </div>
        <div css={css({ padding: space.md, overflowWrap: 'break-word' })}>
          <h3 id={titleId} css={css({ margin: 0, fontSize: font.size.lg })}>
            {product.name}
          </h3>
          <p css={css({ margin: `${space.xs} 0 0`, color: colors.muted })}>{product.description}</p>
        </div>
      </article>
    </li>
  );
}

/** The home page: hero, filterable sample products, process, reasons and call to action. */
export function HomePage() {
  const [filter, setFilter] = useState<HomeFilter>(DEFAULT_HOME_FILTER);
  const shown = filterProducts(HOME_PRODUCTS, filter);
  const heroChat = useNewTabHint();
  const closingChat = useNewTabHint();

  return (
    <>
      <Hero
        id="inicio"
        eyebrow={shortAddress}
        title="Personaliza tu ropa, tu equipo y tu negocio"
        lead={`${BUSINESS.tagline}. Cotiza sin compromiso por WhatsApp.`}
      >
        <LinkButton href={`#${PRODUCTS_SECTION_ID}`} variant="light" onClick={scrollToProducts}>
          Ver Productos
        </LinkButton>
        <ChatLink {...heroChat.describedBy}>
          <WhatsAppIcon size={20} />
          Solicitar Cotización
          {heroChat.hint}
        </ChatLink>
        <div css={css({ flexBasis: '100%' })}>
          <p
            id="catalogos-titulo"
            css={css({ margin: `${space.sm} 0`, fontWeight: font.weight.bold, color: '#fde68a' })}
          >
            Catálogos de uniformes deportivos
          </p>
          <ul
            aria-labelledby="catalogos-titulo"
            css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.sm })}
          >
            {SPORT_CATALOGUES.map((c) => (
              <li key={c.path}>
                <LinkButton href={c.path} variant="secondary" css={css({ minHeight: 44, paddingInline: space.md })}>
                  {c.name}
                </LinkButton>
              </li>
            ))}
          </ul>
        </div>
      </Hero>

      <section
        id={PRODUCTS_SECTION_ID}
        aria-labelledby="productos-titulo"
        tabIndex={-1}
        css={css({ paddingBlock: space.section, '&:focus': { outline: 'none' } })}
      >
        <div css={container}>
          <SectionHeading
            id="productos-titulo"
            eyebrow="Catálogo"
            title="Nuestros Productos"
            subtitle="Todo lo personalizamos con tu logo, nombre o diseño."
          />
          <div
            role="group"
            aria-label="Filtrar productos por categoría"
            css={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: space.sm,
              justifyContent: 'center',
              marginBottom: space.md,
            })}
          >
            {HOME_FILTERS.map((f) => (
              <button key={f} type="button" css={toggleButton} aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {f}
              </button>
            ))}
          </div>
          <p role="status" css={css({ textAlign: 'center', color: colors.muted, margin: `0 0 ${space.lg}` })}>
            {productCountText(shown.length, filter)}
          </p>
          <ul css={[cardGrid('150px'), homeGridColumns]}>
            {shown.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </ul>
        </div>
      </section>

      <Section id="proceso" labelledBy="proceso-titulo" tone="alt">
        <SectionHeading
          id="proceso-titulo"
          eyebrow="Así trabajamos"
          title="Nuestro Proceso"
          subtitle="De tu idea al producto terminado en cuatro pasos."
        />
        <ProcessSteps steps={STEPS} />
      </Section>

      <Section id="razones" labelledBy="razones-titulo">
        <SectionHeading id="razones-titulo" title="¿Por Qué Elegirnos?" />
        <FeatureGrid features={REASONS} />
      </Section>

      <Section id="cotiza" labelledBy="cotiza-titulo" tone="brand">
        <SectionHeading
          id="cotiza-titulo"
          tone="dark"
          title="¿Listo para crear algo único?"
          subtitle={`Escríbenos y recibe tu cotización. ${BUSINESS.responsePromise}.`}
        />
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: 'center' })}>
          <ChatLink {...closingChat.describedBy}>
            <WhatsAppIcon size={20} />
            Escríbenos por WhatsApp
            {closingChat.hint}
          </ChatLink>
          <LinkButton href={PATHS.contact} variant="light">
            Ir a Contacto
          </LinkButton>
        </div>
      </Section>
    </>
  );
}

export default HomePage;
