import { css } from '@emotion/react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { space, mq } from '@estampa/shared/theme/theme';
import { fromPrice } from '@estampa/shared/money/money';
import { PATHS } from '@estampa/shared/routes/paths';
import { ShirtArt } from '../../common/art/Art';
import { ProductImage } from '../../common/ProductImage';
import { artBox, card, cardTitle, muted, price } from '../../common/styles';
import { SAMPLE_TSHIRTS, TSHIRT_FEATURES, TSHIRT_TECHNIQUES } from './data';
import { TSHIRTS_CHAT_MESSAGE, tshirtQuoteMessage } from './tshirtQuote';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'tshirts';

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.lg },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/**
 * /productos/tshirts: features, twelve sample T-shirts with 'Cotizar', four techniques and a call
 * to action (docs/product-rules.md#pages). Every action is a plain link, so the page works before JavaScript.
 */
export default function TshirtsPage() {
  return (
    <>
      <Hero
        id="tshirts-inicio"
        eyebrow="Sublimación · DTF · Serigrafía · Bordado"
        title="T-SHIRTS PERSONALIZADAS"
        lead="Camisetas con tu logo, tu diseño o tu frase, para empresas, eventos, equipos y regalos. Tallas XS a 5XL."
      >
        <LinkButton variant="light" href="#tshirts-modelos">
          Ver modelos
        </LinkButton>
        <ChatLink message={TSHIRTS_CHAT_MESSAGE} {...intentItem(PAGE_ITEM)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="tshirts-caracteristicas" labelledBy="tshirts-caracteristicas-titulo">
        <SectionHeading id="tshirts-caracteristicas-titulo" title="¿Por qué hacer tus T-shirts con nosotros?" />
        <FeatureGrid features={TSHIRT_FEATURES} />
      </Section>

      <Section id="tshirts-modelos" labelledBy="tshirts-modelos-titulo" tone="alt">
        <SectionHeading
          id="tshirts-modelos-titulo"
          title="Nuestras T-shirts"
          subtitle="Modelos de muestra: pregúntanos por colores, tallas y cantidades."
        />
        <ul css={grid}>
          {SAMPLE_TSHIRTS.map((t) => (
            <li key={t.id} css={card}>
              <div css={artBox}>
                <ProductImage
                  image={t.image}
                  alt={`Foto de la ${t.name}`}
                  lazy
                  art={
                    <ShirtArt
                      colorName={t.color}
                      longSleeve={t.longSleeve}
                      label={`Ilustración de la ${t.name} en color ${t.color}`}
                    />
                  }
                />
              </div>
              <h3 css={cardTitle}>{t.name}</h3>
              <p css={muted}>{t.description}</p>
              <p css={price}>{fromPrice(t.fromPrice)}</p>
              <ChatLink message={tshirtQuoteMessage(t)} css={css({ marginTop: 'auto' })} {...intentItem(t.id)}>
                Cotizar
                <span css={visuallyHidden}> {t.name}</span>
              </ChatLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tshirts-tecnicas" labelledBy="tshirts-tecnicas-titulo">
        <SectionHeading
          id="tshirts-tecnicas-titulo"
          title="Técnicas de personalización"
          subtitle="Te recomendamos la mejor según tu diseño, tu tela y tu cantidad."
        />
        <FeatureGrid features={TSHIRT_TECHNIQUES} />
      </Section>

      <Section id="tshirts-contacto" labelledBy="tshirts-contacto-titulo" tone="brand">
        <SectionHeading
          id="tshirts-contacto-titulo"
          tone="dark"
          title="¿Listo para crear tus T-shirts?"
          subtitle="Escríbenos con tu idea y la cantidad: te respondemos con precio y tiempo de entrega."
        />
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: 'center' })}>
          <ChatLink message={TSHIRTS_CHAT_MESSAGE} {...intentItem(PAGE_ITEM)}>
            Escríbenos por WhatsApp
          </ChatLink>
          <LinkButton variant="light" href={PATHS.contact}>
            Ir a contacto
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
