import { css } from '@emotion/react';
import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
  WhatsAppIcon,
} from '@estampa/shared/ui/icons';
import { Lightbox } from '@estampa/shared/ui/Lightbox';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { colors, font, mq, space } from '@estampa/shared/theme/theme';
import { CallButton } from '../../common/components/CallButton';
import { MODELS_SECTION_ID, ModelsSection } from '../../common/components/ModelsSection';
import { PointerHint } from '../../common/components/PointerHint';
import { useImagePreview } from '../../common/components/useImagePreview';
import { AnchorMenu } from './components/AnchorMenu';
import { BasketballGrid } from './components/BasketballGrid';
import { MobileContactBar } from './components/MobileContactBar';
import { basketballModels } from './data';

const QUOTE_MESSAGE = 'Hola, quiero cotizar uniformes de basquetbol sublimados.';
const CONTACT_MESSAGE = 'Hola, quiero información sobre los uniformes de basquetbol.';

const anchors = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'caracteristicas', label: 'Características' },
  { id: MODELS_SECTION_ID, label: 'Modelos' },
  { id: 'contacto', label: 'Contacto' },
];

const features = [
  {
    title: 'Tela Transpirable',
    description: 'Malla deportiva liviana que deja salir el calor y seca rápido, cuarto tras cuarto.',
    icon: <SparkIcon />,
  },
  {
    title: 'Sublimación Premium',
    description: 'Colores, nombres y números sublimados dentro de la tela: no se agrietan ni se despegan.',
    icon: <StarIcon />,
  },
  {
    title: 'Tallas Personalizadas',
    description: 'Desde tallas infantiles hasta XXXL, con la medida de cada jugador.',
    icon: <ShieldIcon />,
  },
];

const mobileOnly = css({ display: 'contents', [mq.md]: { display: 'none' } });
const contactActions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.md });
const contactFacts = css({
  listStyle: 'none',
  margin: `${space.xl} auto 0`,
  padding: 0,
  maxWidth: 760,
  display: 'grid',
  gap: space.md,
  // Four facts: one column on phones, two by two from tablets (never three and a lone one, and
  // columns wide enough for the e-mail address on one line).
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& li': { display: 'flex', gap: space.sm, alignItems: 'flex-start', color: colors.onDarkMuted },
  // The text beside the icon may shrink below its longest word (the e-mail), so it wraps at 320 px.
  '& li > span': { minWidth: 0 },
  '& svg': { flex: 'none', color: '#fca5a5' },
  '& a': { color: colors.onDark },
  '& strong': { display: 'block', color: colors.onDark, fontSize: font.size.sm },
});

/** /uniformes/basquetbol: 200 models; expand one to order it, preview or open its image. */
export default function BasquetbolPage() {
  const { preview, open, close } = useImagePreview();

  return (
    // The sport's slug: what the page's quote links (hero, contact, the phones' bar) count for in field data.
    <div {...intentItem('basquetbol')}>
      <AnchorMenu anchors={anchors} />
      <Hero
        id="inicio"
        eyebrow="Uniformes sublimados"
        title="UNIFORMES DE BASQUETBOL"
        lead="Elige entre 200 modelos, personalízalos con los colores, nombres y números de tu equipo y arma tu pedido en minutos."
      >
        <ChatLink message={QUOTE_MESSAGE}>
          <WhatsAppIcon /> Solicitar Cotización
        </ChatLink>
        <span css={mobileOnly}>
          <LinkButton variant="light" href={`#${MODELS_SECTION_ID}`}>
            Ver Catálogo Completo
          </LinkButton>
        </span>
      </Hero>

      <Section id="caracteristicas" labelledBy="caracteristicas-titulo">
        <SectionHeading
          id="caracteristicas-titulo"
          title="Calidad que se siente en la cancha"
          subtitle="Todo lo que necesita tu equipo, en un solo uniforme."
        />
        <FeatureGrid features={features} />
      </Section>

      <ModelsSection
        count={basketballModels.length}
        subtitle={
          <>
            Toca un modelo para hacer tu pedido.{' '}
            <PointerHint
              mouse="Pasa el cursor o enfoca un modelo para ver o abrir su imagen."
              touch="“Ver Imagen” y “Abrir”, bajo cada modelo, muestran su imagen."
            />
          </>
        }
      >
        <BasketballGrid models={basketballModels} onPreview={open} />
      </ModelsSection>

      <Section id="contacto" labelledBy="contacto-titulo" tone="dark">
        <SectionHeading
          id="contacto-titulo"
          title="¿Listo para uniformar a tu equipo?"
          subtitle={BUSINESS.responsePromise + '. Llámanos o escríbenos y te ayudamos a elegir.'}
          tone="dark"
        />
        <div css={contactActions}>
          <CallButton />
          <ChatLink message={CONTACT_MESSAGE}>
            <WhatsAppIcon /> Enviar Mensaje
          </ChatLink>
        </div>
        <ul css={contactFacts}>
          <li>
            <PhoneIcon />
            <span>
              <strong>Teléfono</strong>
              <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>
            </span>
          </li>
          <li>
            <MailIcon />
            <span>
              <strong>Correo</strong>
              <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </span>
          </li>
          <li>
            <MapPinIcon />
            <span>
              <strong>Dirección</strong>
              {shortAddress}
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>Horario</strong>
              {BUSINESS.hours.map((h) => `${h.days}: ${h.time}`).join(' · ')}
            </span>
          </li>
        </ul>
      </Section>

      <MobileContactBar message={QUOTE_MESSAGE} />
      <Lightbox preview={preview} onClose={close} openInNewTabLabel="Abrir en nueva pestaña" />
    </div>
  );
}
