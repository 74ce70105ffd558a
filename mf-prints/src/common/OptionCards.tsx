import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { colors, font, radius, shadow, space } from '@estampa/shared/theme/theme';
import { ChatLink } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { cardGrid } from '@estampa/shared/ui/cardGrid';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { cardSurface } from './cardSurface';
import { optionQuoteMessage } from './quoteMessages';
import type { OptionItem } from './types';

type CardProps = {
  option: OptionItem;
  /** Service phrase for the quote message; without it the card has no quote link. */
  service?: string;
  /** The service's slug: the quote's purchase intent is counted for `<slug>-<option id>` (field data). */
  slug?: string;
  /** Optional drawing above the name (decorative or labelled by the caller). */
  visual?: ReactNode;
};

/** A variant card (banner type, vinyl type, thickness...): name, figure, text, list, 'Cotizar'. */
export function OptionCard({ option, service, slug, visual }: CardProps) {
  const nameId = useId();
  return (
    <li
      css={css({
        display: 'flex',
        flexDirection: 'column',
        gap: space.sm,
        ...cardSurface,
        boxShadow: shadow.card,
        padding: space.lg,
      })}
    >
      {visual}
      {/* The badge sits under the name in every card: side by side, a long name ('Blockout') put
          one card's badge below and left its neighbours' beside, in the same row of cards. */}
      <div css={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm })}>
        <h3 id={nameId} css={css({ margin: 0, fontSize: font.size.xl })}>
          {option.name}
        </h3>
        {option.badge && (
          <p
            css={css({
              margin: 0,
              padding: `${space.xs} ${space.md}`,
              borderRadius: radius.pill,
              background: colors.primarySoft,
              color: colors.primaryDark,
              fontWeight: font.weight.bold,
            })}
          >
            {option.badge}
          </p>
        )}
      </div>
      <p css={css({ margin: 0, color: colors.muted })}>{option.description}</p>
      {option.note && (
        <p css={css({ margin: 0, color: colors.inkSoft })}>
          <strong>{option.note.label}:</strong> {option.note.text}
        </p>
      )}
      {option.items && option.items.length > 0 && (
        <div>
          {option.listLabel && (
            <p css={css({ margin: `${space.sm} 0 0`, fontWeight: font.weight.bold })}>{option.listLabel}</p>
          )}
          <ul css={css({ margin: `${space.xs} 0 0`, paddingLeft: '1.2rem', color: colors.inkSoft })}>
            {option.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {service && (
        <ChatLink
          message={optionQuoteMessage(service, { name: option.quoteName ?? option.name, badge: option.badge })}
          css={css({ marginTop: 'auto' })}
          aria-describedby={nameId}
          {...intentItem(slug ? `${slug}-${option.id}` : option.id)}
        >
          <WhatsAppIcon size={20} />
          Cotizar
        </ChatLink>
      )}
    </li>
  );
}

type GridProps = {
  options: readonly OptionItem[];
  service?: string;
  slug?: string;
  min?: string;
  visual?: (option: OptionItem, index: number) => ReactNode;
};

export function OptionGrid({ options, service, slug, min = '240px', visual }: GridProps) {
  return (
    <ul css={cardGrid(min, options.length)}>
      {options.map((o, i) => (
        <OptionCard key={o.id} option={o} service={service} slug={slug} visual={visual?.(o, i)} />
      ))}
    </ul>
  );
}
