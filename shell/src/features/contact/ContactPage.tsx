import { css } from '@emotion/react';
import { BUSINESS, fullAddress, shortAddress } from '@estampa/shared/business/identity';
import { mq, space } from '@estampa/shared/theme/theme';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactMap } from './ContactMap';

const detailsLayout = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1fr 1.25fr' },
});

/** The contact page: hero, contact details and social networks, message form, and map. */
export function ContactPage() {
  return (
    <>
      <Hero
        id="contacto"
        eyebrow={shortAddress}
        title="CONTÁCTANOS"
        lead={`¿Tienes un proyecto en mente? Escríbenos, llámanos o visítanos. ${BUSINESS.responsePromise}.`}
      />

      <Section id="contacto-detalles" labelledBy="contacto-info-titulo" tone="alt">
        <div css={detailsLayout}>
          <ContactDetails />
          <ContactForm />
        </div>
      </Section>

      <Section id="ubicacion" labelledBy="ubicacion-titulo">
        <SectionHeading id="ubicacion-titulo" title="Nuestra Ubicación" subtitle={fullAddress} />
        <ContactMap />
      </Section>
    </>
  );
}

export default ContactPage;
