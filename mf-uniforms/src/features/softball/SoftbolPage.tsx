import { css } from '@emotion/react';
import { PATHS } from '@estampa/shared/routes/paths';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { ShieldIcon, SparkIcon, StarIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { space } from '@estampa/shared/theme/theme';
import { CallButton } from '../../common/components/CallButton';
import { SportCataloguePage } from '../../common/components/SportCataloguePage';
import { softballModels } from './data';

const features = [
  {
    title: 'Libertad de Movimiento',
    description: 'Tela elástica y mangas que acompañan cada lanzamiento, bateo y deslizada.',
    icon: <SparkIcon />,
  },
  {
    title: 'Protección UV',
    description: 'Tejido con protección solar para jugar al aire libre bajo el sol del Caribe.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Cortes Femeninos',
    description: 'Patrones entallados pensados para equipos femeninos, además del corte clásico.',
    icon: <StarIcon />,
  },
];

const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.md });

/** /uniformes/softbol: 20 models with lightbox, features and a contact call to action. */
export default function SoftbolPage() {
  return (
    <SportCataloguePage
      sport="softbol"
      sportLabel="softbol"
      title="UNIFORMES DE SOFTBOL"
      eyebrow="Sublimados a todo color"
      lead="Uniformes de softbol sublimados para tu equipo, personalizados con el nombre y número de cada jugadora."
      featuresTitle="Hechos para jugar"
      features={features}
      models={softballModels}
      quoteMessage="Hola, quiero cotizar uniformes de softbol sublimados."
      after={
        <Section id="contacto" labelledBy="contacto-titulo" tone="brand">
          <SectionHeading
            id="contacto-titulo"
            title="¿Listo para vestir a tu equipo?"
            subtitle="Cuéntanos cuántas jugadoras son y el modelo que te gustó; te respondemos en menos de 24 horas."
            tone="dark"
          />
          <div css={actions}>
            <ChatLink message="Hola, quiero información sobre uniformes de softbol.">
              <WhatsAppIcon /> Escríbenos por WhatsApp
            </ChatLink>
            <CallButton />
            <LinkButton variant="light" href={PATHS.contact}>
              Ir a Contacto
            </LinkButton>
          </div>
        </Section>
      }
    />
  );
}
