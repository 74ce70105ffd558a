import { css } from '@emotion/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { colors, radius, space } from '@estampa/shared/theme/theme';
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { visuallyHidden } from '@estampa/shared/ui/styles';

type Network = (typeof BUSINESS.social)[number]['network'];

const ICONS: Record<Network, typeof InstagramIcon> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  WhatsApp: WhatsAppIcon,
};

/** `place` makes the ids unique on the page: the footer and the contact page each render their own React root. */
type Props = { place: 'pie' | 'contacto'; tone?: 'light' | 'dark' };

/**
 * The business's social networks as icons (docs/product-rules.md#pages, footer: icons without links). Each icon is
 * an image named by the network and its handle ('Instagram: @estampard'), read once: the name is the text beside it,
 * which is hidden from assistive technology so it is not read twice, and stays in the page's text.
 */
export function SocialIcons({ place, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <ul
      aria-label="Redes sociales"
      css={css({ display: 'flex', gap: space.sm, listStyle: 'none', padding: 0, margin: 0 })}
    >
      {BUSINESS.social.map(({ network, handle }) => {
        const Icon = ICONS[network];
        const nameId = `redes-${place}-${network.toLowerCase()}`;
        return (
          <li
            key={network}
            title={`${network}: ${handle}`}
            css={css({
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: radius.pill,
              background: dark ? colors.darkSurface : colors.primarySoft,
              color: dark ? colors.onDark : colors.primaryDark,
              border: `1px solid ${dark ? '#1f2a44' : 'transparent'}`,
            })}
          >
            <Icon size={20} role="img" aria-hidden={undefined} aria-labelledby={nameId} />
            <span id={nameId} aria-hidden="true" css={visuallyHidden}>{`${network}: ${handle}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
