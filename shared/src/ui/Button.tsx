import { css } from '@emotion/react';
import type { ComponentPropsWithRef, KeyboardEvent, ReactNode } from 'react';
import { colors, font, radius, space, mq } from '../theme/theme';
import { focusOutline } from './styles';
import { whatsappLinkProps } from '../whatsapp/whatsapp';
import { pressOnSpace } from './pressOnSpace';

export type ButtonVariant = 'primary' | 'secondary' | 'whatsapp' | 'ghost' | 'light';

const palette: Record<ButtonVariant, { bg: string; fg: string; border: string; hover: string }> = {
  primary: { bg: colors.primary, fg: '#fff', border: colors.primary, hover: colors.primaryDark },
  secondary: { bg: colors.surface, fg: colors.ink, border: colors.ink, hover: colors.surfaceAlt },
  whatsapp: { bg: colors.whatsapp, fg: '#fff', border: colors.whatsapp, hover: '#054d44' },
  ghost: { bg: 'transparent', fg: colors.ink, border: 'transparent', hover: colors.surfaceAlt },
  light: { bg: '#fff', fg: colors.primaryDark, border: '#fff', hover: colors.primarySoft },
};

export const buttonStyle = (variant: ButtonVariant = 'primary') => {
  const p = palette[variant];
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    minHeight: 44,
    padding: `${space.sm} ${space.lg}`,
    borderRadius: radius.pill,
    border: `2px solid ${p.border}`,
    background: p.bg,
    color: p.fg,
    font: 'inherit',
    fontWeight: font.weight.bold,
    fontSize: font.size.md,
    // A label that needs two lines on a narrow phone breaks into two even ones.
    textAlign: 'center',
    textWrapStyle: 'balance',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color .15s ease',
    '&:hover': { background: p.hover },
    '&:focus-visible': focusOutline,
    '&[aria-disabled="true"], &:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-disabled="true"]:hover, &:disabled:hover': { background: p.bg },
    [mq.reducedMotion]: { transition: 'none' },
  });
};

/** React 19 passes `ref` as a prop, so these accept one. */
type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /**
   * Shown as disabled (aria-disabled, dimmed) while still receiving clicks, so the click
   * handler can explain what is missing.
   */
  softDisabled?: boolean;
};

export function Button({ variant = 'primary', softDisabled, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyle(variant)} aria-disabled={softDisabled ? true : undefined} {...rest} />;
}

type LinkButtonProps = ComponentPropsWithRef<'a'> & { href: string; variant?: ButtonVariant };

/**
 * A real link (it works before and without scripts, and opens in a new tab with Ctrl/⌘ or the
 * middle button) that looks like a button and is announced as one, because the visitor (and
 * SPEC.md, which calls every one of them a button) sees a button; Space presses it too.
 */
export function LinkButton({ href, variant = 'primary', children, onKeyDown, ...rest }: LinkButtonProps) {
  const onKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(e);
    pressOnSpace(e, e.currentTarget);
  };
  return (
    <a href={href} role="button" css={buttonStyle(variant)} onKeyDown={onKey} {...rest}>
      {children}
    </a>
  );
}

type ChatLinkProps = Omit<LinkButtonProps, 'href' | 'target' | 'rel'> & { message?: string; children: ReactNode };

/** A link button that opens the WhatsApp chat (optionally with a prefilled message) in a new tab. */
export function ChatLink({ message, variant = 'whatsapp', children, ...rest }: ChatLinkProps) {
  return (
    <LinkButton variant={variant} {...whatsappLinkProps(message)} {...rest}>
      {children}
    </LinkButton>
  );
}
