import { css } from '@emotion/react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { showAlert } from '@estampa/shared/browser/alert';
import { BUSINESS, fullAddress, shortAddress } from '@estampa/shared/business/identity';
import { colors, font, mq, radius, shadow, space } from '@estampa/shared/theme/theme';
import { Button, ChatLink } from '@estampa/shared/ui/Button';
import { Hero } from '@estampa/shared/ui/Hero';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { openWhatsApp, whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { NewTabHint } from '../common/NewTabHint';
import { ContactMap } from './ContactMap';
import { OpeningHours } from '../common/OpeningHours';
import { SocialIcons } from '../common/SocialIcons';
import {
  CONTACT_SENT_ALERT,
  EMPTY_CONTACT_MESSAGE,
  MESSAGE_MAX_LENGTH,
  SERVICE_OPTIONS,
  buildContactMessage,
  isServiceValue,
  messageCounterText,
  type ContactMessage,
} from './contactMessage';

const cardCss = css({
  display: 'flex',
  gap: space.md,
  padding: space.lg,
  background: colors.surface,
  borderRadius: radius.lg,
  border: `1px solid ${colors.line}`,
  boxShadow: shadow.card,
});

const iconBadgeCss = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: radius.pill,
  background: colors.primarySoft,
  color: colors.primaryDark,
});

const cardTitleCss = css({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg });

const textLinkCss = css({
  color: colors.primary,
  fontWeight: font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  '&:hover': { color: colors.primaryDark },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
});

const fieldCss = css({ display: 'grid', gap: space.xs });

const labelCss = css({ fontWeight: font.weight.bold, color: colors.ink });

const controlCss = css({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid #6b7280`,
  borderRadius: radius.md,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 1, borderColor: colors.focus },
});

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li css={cardCss}>
      <span aria-hidden="true" css={iconBadgeCss}>
        {icon}
      </span>
      <div css={css({ minWidth: 0 })}>
        <h3 css={cardTitleCss}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The contact page: hero, contact details, social networks, message form and map. */
export function ContactPage() {
  const [form, setForm] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);

  const update = (field: 'name' | 'email' | 'phone' | 'message') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setForm((f) => ({ ...f, [field]: value }));
  };

  const onServiceChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (isServiceValue(value)) setForm((f) => ({ ...f, service: value }));
  };

  // The browser's native required / e-mail checks run before this is called.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openWhatsApp(buildContactMessage(form));
    showAlert(CONTACT_SENT_ALERT);
    setForm(EMPTY_CONTACT_MESSAGE);
  };

  return (
    <>
      <Hero id="contacto" eyebrow={shortAddress} title="CONTÁCTANOS" lead={`¿Tienes un proyecto en mente? Escríbenos, llámanos o visítanos. ${BUSINESS.responsePromise}.`} />

      <Section id="contacto-detalles" labelledBy="contacto-info-titulo" tone="alt">
        <div css={css({ display: 'grid', gap: space.xl, alignItems: 'start', [mq.lg]: { gridTemplateColumns: '1fr 1.25fr' } })}>
          <div>
            <SectionHeading id="contacto-info-titulo" align="left" title="Información de Contacto" subtitle="Elige el medio que prefieras." />
            <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md })}>
              <InfoCard icon={<PhoneIcon />} title="Teléfono">
                <a href={BUSINESS.phoneHref} css={textLinkCss}>
                  {BUSINESS.phoneDisplay}
                </a>
                <div css={css({ marginTop: space.sm, fontSize: font.size.sm })}>
                  <OpeningHours />
                </div>
              </InfoCard>
              <InfoCard icon={<MailIcon />} title="Correo Electrónico">
                <a href={`mailto:${BUSINESS.email}`} css={textLinkCss}>
                  {BUSINESS.email}
                </a>
                <p css={css({ margin: `${space.xs} 0 0`, color: colors.muted, fontSize: font.size.sm })}>{BUSINESS.responsePromise}.</p>
              </InfoCard>
              <InfoCard icon={<MapPinIcon />} title="Ubicación">
                <p css={css({ margin: 0 })}>{fullAddress}</p>
              </InfoCard>
              <InfoCard icon={<WhatsAppIcon />} title="WhatsApp">
                <p css={css({ margin: `0 0 ${space.sm}` })}>Cotiza y resuelve tus dudas por chat: {BUSINESS.phoneDisplay}</p>
                <ChatLink>
                  Chatear Ahora
                  <NewTabHint />
                </ChatLink>
              </InfoCard>
            </ul>
            <h3 css={css({ margin: `${space.xl} 0 ${space.sm}`, fontSize: font.size.lg })}>Síguenos en redes sociales</h3>
            <SocialIcons />
          </div>

          <section aria-labelledby="formulario-titulo" css={css({ background: colors.surface, borderRadius: radius.lg, boxShadow: shadow.card, border: `1px solid ${colors.line}`, padding: `clamp(${space.lg}, 4vw, ${space.xl})` })}>
            <h2 id="formulario-titulo" css={css({ margin: 0, fontSize: font.size.xxl })}>
              Envíanos un Mensaje
            </h2>
            <p css={css({ margin: `${space.xs} 0 ${space.lg}`, color: colors.muted })}>Los campos marcados con * son obligatorios.</p>
            {/* Without JavaScript the form still reaches the chat: the message goes as wa.me's text parameter. */}
            <form action={whatsappUrl()} method="get" target="_blank" onSubmit={onSubmit} css={css({ display: 'grid', gap: space.md })}>
              <div css={css({ display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
                <div css={fieldCss}>
                  <label htmlFor="contacto-nombre" css={labelCss}>
                    Nombre Completo *
                  </label>
                  <input id="contacto-nombre" type="text" autoComplete="name" required maxLength={100} value={form.name} onChange={update('name')} css={controlCss} />
                </div>
                <div css={fieldCss}>
                  <label htmlFor="contacto-correo" css={labelCss}>
                    Correo Electrónico *
                  </label>
                  <input id="contacto-correo" type="email" autoComplete="email" required maxLength={100} value={form.email} onChange={update('email')} css={controlCss} />
                </div>
                <div css={fieldCss}>
                  <label htmlFor="contacto-telefono" css={labelCss}>
                    Teléfono
                  </label>
                  <input id="contacto-telefono" type="tel" autoComplete="tel" maxLength={20} value={form.phone} onChange={update('phone')} css={controlCss} />
                </div>
                <div css={fieldCss}>
                  <label htmlFor="contacto-servicio" css={labelCss}>
                    Servicio de Interés
                  </label>
                  <select id="contacto-servicio" value={form.service} onChange={onServiceChange} css={controlCss}>
                    {SERVICE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div css={fieldCss}>
                <label htmlFor="contacto-mensaje" css={labelCss}>
                  Mensaje *
                </label>
                <textarea
                  id="contacto-mensaje"
                  name="text"
                  required
                  rows={6}
                  maxLength={MESSAGE_MAX_LENGTH}
                  aria-describedby="contacto-mensaje-contador"
                  placeholder="Cuéntanos qué necesitas: producto, cantidad y fecha de entrega."
                  value={form.message}
                  onChange={update('message')}
                  css={[controlCss, css({ resize: 'vertical', minHeight: 140 })]}
                />
                <p id="contacto-mensaje-contador" css={css({ margin: 0, textAlign: 'right', color: colors.muted, fontSize: font.size.sm })}>
                  {messageCounterText(form.message)}
                </p>
              </div>
              <div>
                <Button type="submit">Enviar Mensaje</Button>
                <p css={css({ margin: `${space.sm} 0 0`, color: colors.muted, fontSize: font.size.sm })}>Al enviar se abrirá WhatsApp con tu mensaje listo para mandarlo.</p>
              </div>
            </form>
          </section>
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
