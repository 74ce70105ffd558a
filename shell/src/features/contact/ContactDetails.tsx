import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { BUSINESS, fullAddress } from '@estampa/shared/business/identity';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { ChatLink } from '@estampa/shared/ui/Button';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { useNewTabHint } from '../common/useNewTabHint';
import { OpeningHours } from '../common/OpeningHours';
import { SocialIcons } from '../common/SocialIcons';
import { cardCss, cardTitleCss, iconBadgeCss, textLinkCss } from './contactStyles';

const [MAILBOX, MAIL_DOMAIN] = BUSINESS.email.split('@');

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

/** 'Información de Contacto': phone with the opening hours, e-mail, address, WhatsApp, social networks. */
export function ContactDetails() {
  const chat = useNewTabHint();
  return (
    <div>
      <SectionHeading
        id="contacto-info-titulo"
        align="left"
        title="Información de Contacto"
        subtitle="Elige el medio que prefieras."
      />
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
            {/* On a narrow card the address breaks after the @, not inside a word. */}
            {MAILBOX}@<wbr />
            {MAIL_DOMAIN}
          </a>
          <p css={css({ margin: `${space.xs} 0 0`, color: colors.muted, fontSize: font.size.sm })}>
            {BUSINESS.responsePromise}.
          </p>
        </InfoCard>
        <InfoCard icon={<MapPinIcon />} title="Ubicación">
          <p css={css({ margin: 0 })}>{fullAddress}</p>
        </InfoCard>
        <InfoCard icon={<WhatsAppIcon />} title="WhatsApp">
          <p css={css({ margin: `0 0 ${space.sm}` })}>
            Cotiza y resuelve tus dudas por chat:{' '}
            <span css={css({ whiteSpace: 'nowrap' })}>{BUSINESS.phoneDisplay}</span>
          </p>
          <ChatLink {...chat.describedBy}>
            Chatear Ahora
            {chat.hint}
          </ChatLink>
        </InfoCard>
      </ul>
      <h3 css={css({ margin: `${space.xl} 0 ${space.sm}`, fontSize: font.size.lg })}>Síguenos en redes sociales</h3>
      <SocialIcons place="contacto" />
    </div>
  );
}
