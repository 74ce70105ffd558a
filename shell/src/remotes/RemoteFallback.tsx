import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { container } from '@estampa/shared/ui/styles';
import { FALLBACK_TITLE, COMPACT_FALLBACK_TEXT } from '@estampa/shared/islands/fallbackText';

export { FALLBACK_TITLE, COMPACT_FALLBACK_TEXT };

type Props = {
  /** The page's path (retryHrefFor), so 'Reintentar' reloads it (works without JavaScript too). */
  retryHref: string;
  /** Called instead of a reload when JavaScript can retry in place. */
  onRetry?: () => void;
  /** A short notice shown above a page whose prerendered content is still readable. */
  compact?: boolean;
};

/**
 * Shown in the page area when a remote is not deployed, is down, too slow, or fails while
 * rendering. Header and footer stay; the visitor can retry or continue on WhatsApp.
 */
export function RemoteFallback({ retryHref, onRetry, compact }: Props) {
  const retry = (
    <LinkButton
      href={retryHref}
      variant="secondary"
      onClick={
        onRetry
          ? (e) => {
              e.preventDefault();
              onRetry();
            }
          : undefined
      }
    >
      Reintentar
    </LinkButton>
  );
  const chat = (
    <ChatLink message="Hola, quisiera información sobre sus productos y servicios.">Escríbenos por WhatsApp</ChatLink>
  );
  if (compact) {
    return (
      <div role="status" css={css({ background: '#fef3c7', color: colors.ink, borderBottom: `1px solid #f59e0b` })}>
        <div
          css={css([
            container,
            { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md, paddingBlock: space.sm },
          ])}
        >
          <p css={css({ margin: 0, flex: '1 1 260px' })}>{COMPACT_FALLBACK_TEXT}</p>
          {retry}
          {chat}
        </div>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="remote-fallback-title"
      css={css({ paddingBlock: space.section, background: colors.surfaceAlt, minHeight: '60vh' })}
    >
      <div css={container}>
        <div
          role="status"
          css={css({
            maxWidth: 640,
            margin: '0 auto',
            background: colors.surface,
            padding: space.xl,
            borderRadius: radius.lg,
            border: `1px solid ${colors.line}`,
            textAlign: 'center',
          })}
        >
          <h1 id="remote-fallback-title" css={css({ fontSize: font.size.xxl, margin: 0 })}>
            {FALLBACK_TITLE}
          </h1>
          <p css={css({ color: colors.muted, fontSize: font.size.lg })}>
            Estamos teniendo un problema para cargar esta página. Puedes intentarlo de nuevo o escribirnos por WhatsApp
            y te atendemos enseguida.
          </p>
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: 'center' })}>
            {retry}
            {chat}
          </div>
        </div>
      </div>
    </section>
  );
}
