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

type Props = { tone?: 'light' | 'dark' };

/**
 * The business's social networks as icons (docs/product-rules.md#pages, footer: icons without links). The icons are
 * decorative; each network's name and handle is in the text for screen readers.
 */
export function SocialIcons({ tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <ul
      aria-label="Redes sociales"
      css={css({ display: 'flex', gap: space.sm, listStyle: 'none', padding: 0, margin: 0 })}
    >
      {BUSINESS.social.map(({ network, handle }) => {
        const Icon = ICONS[network];
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
            <Icon size={20} />
            <span css={visuallyHidden}>{`${network}: ${handle}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
