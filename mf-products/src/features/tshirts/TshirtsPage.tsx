import { css } from '@emotion/react';
import { useId } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { font, space, mq } from '@estampa/shared/theme/theme';
import { fromPrice } from '@estampa/shared/money/money';
import { PATHS } from '@estampa/shared/routes/paths';
import { PageSection } from '@estampa/shared/ui/PageSection';
import { productArt, type ProductArt } from '../../common/art/Art';
import { ShirtArt } from '../../common/art/shirtShapes';
import { CardPicture } from '../../common/CardPicture';
import { PageHero } from '../../common/PageHero';
import { card, cardTitle, muted, price, productGrid } from '../../common/styles';
import { SAMPLE_TSHIRTS, TSHIRT_FEATURES, TSHIRT_TECHNIQUES, type SampleTshirt } from './data';
import { TSHIRTS_CHAT_MESSAGE } from './tshirtQuote';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'tshirts';

/** The products' grid, with a 4th column on desktops (no configurator panel takes that place here). */
const grid = [productGrid, css({ [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })];

/**
 * 'Desde $N' on one line in the grid's two phone columns: a card leaves about 50vw − 56 px for its
 * text (104 px at 320, 124 at 360), and the hint is up to 6 em wide in a wide font (DejaVu Sans,
 * Linux's usual system-ui). So the size follows the screen, 16 px at 320 up to the usual size
 * (font.size.xl) from about 395 px. The e2e test checks one line at 320 and 360 px.
 */
const cardPrice = [price, css({ fontSize: `clamp(1rem, calc(8vw - 0.6rem), ${font.size.xl})` })];

const shirtArt: ProductArt<SampleTshirt> = productArt('de la', ShirtArt);

/**
 * A sample T-shirt: picture, name, description, 'Desde $N' and 'Cotizar' (described by the name): the
 * chat without a message, as SPEC.md has it for these cards (docs/product-rules.md#outside-calls).
 */
function TshirtCard({ tshirt }: { tshirt: SampleTshirt }) {
  const nameId = useId();
  return (
    <li css={card}>
      <CardPicture product={tshirt} art={shirtArt} colorName={tshirt.color} lazy />
      <h3 id={nameId} css={cardTitle}>
        {tshirt.name}
      </h3>
      <p css={muted}>{tshirt.description}</p>
      <p css={cardPrice}>{fromPrice(tshirt.fromPrice)}</p>
      <ChatLink css={css({ marginTop: 'auto' })} aria-describedby={nameId} {...intentItem(tshirt.id)}>
        Cotizar
      </ChatLink>
    </li>
  );
}

/**
 * /productos/tshirts: features, twelve sample T-shirts with 'Cotizar', four techniques and a call
 * to action (docs/product-rules.md#pages). Every action is a plain link, so the page works before JavaScript.
 */
export default function TshirtsPage() {
  return (
    <>
      <PageHero
        slug={PAGE_ITEM}
        copy={{
          eyebrow: 'Sublimación · DTF · Serigrafía · Bordado',
          title: 'T-SHIRTS PERSONALIZADAS',
          lead: 'Camisetas con tu logo, tu diseño o tu frase, para empresas, eventos, equipos y regalos, en todas las tallas.',
          browse: 'Ver modelos',
          chatMessage: TSHIRTS_CHAT_MESSAGE,
        }}
        browseTo="tshirts-modelos"
      />

      <PageSection id="tshirts-caracteristicas" title="¿Por qué hacer tus T-shirts con nosotros?">
        <FeatureGrid features={TSHIRT_FEATURES} />
      </PageSection>

      <PageSection
        id="tshirts-modelos"
        title="Nuestras T-shirts"
        subtitle="Modelos de muestra: pregúntanos por colores, tallas y cantidades."
        tone="alt"
      >
        <ul css={grid}>
          {SAMPLE_TSHIRTS.map((t) => (
            <TshirtCard key={t.id} tshirt={t} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="tshirts-tecnicas"
        title="Técnicas de personalización"
        subtitle="Te recomendamos la mejor según tu diseño, tu tela y tu cantidad."
      >
        <FeatureGrid features={TSHIRT_TECHNIQUES} />
      </PageSection>

      <PageSection
        id="tshirts-contacto"
        title="¿Listo para crear tus T-shirts?"
        subtitle="Escríbenos con tu idea y la cantidad: te respondemos con precio y tiempo de entrega."
        tone="brand"
      >
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: 'center' })}>
          <ChatLink message={TSHIRTS_CHAT_MESSAGE} {...intentItem(PAGE_ITEM)}>
            Escríbenos por WhatsApp
          </ChatLink>
          <LinkButton variant="light" href={PATHS.contact}>
            Ir a contacto
          </LinkButton>
        </div>
      </PageSection>
    </>
  );
}
