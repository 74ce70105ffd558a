/** Design tokens shared by every app. Colours meet WCAG AA against the backgrounds they are used on. */
export const colors = {
  ink: '#111827',
  inkSoft: '#374151',
  muted: '#4b5563',
  line: '#e5e7eb',
  surface: '#ffffff',
  surfaceAlt: '#f3f4f6',
  primary: '#b91c1c', // red-700, 6.4:1 on white
  primaryDark: '#7f1d1d',
  primarySoft: '#fee2e2',
  accent: '#1e3a8a', // blue-900
  accentSoft: '#dbeafe',
  whatsapp: '#075e54', // dark WhatsApp green, 7.9:1 with white text
  success: '#166534',
  warning: '#92400e',
  dark: '#0b1120',
  darkSurface: '#111c33',
  onDark: '#f9fafb',
  onDarkMuted: '#cbd5e1',
  focus: '#2563eb',
} as const;

/** The outline of the site's own drawings (garments, mugs, signs, link-preview art): one tone for every app. */
export const ILLUSTRATION_OUTLINE = '#1f2937';

export const font = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: 'clamp(1.625rem, 6vw, 3.25rem)',
  },
  weight: { regular: 400, medium: 500, bold: 700, black: 800 },
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(2.5rem, 6vw, 4.5rem)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 3px rgba(15,23,42,.12), 0 1px 2px rgba(15,23,42,.08)',
  raised: '0 10px 25px rgba(15,23,42,.18)',
} as const;

/** Breakpoints in px: medium = tablets, large = desktops. */
export const breakpoints = { md: 768, lg: 1024 } as const;

export const mq = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
  /** The narrowest phones (320 px wide): two cards a row leave each about 140 px. */
  narrow: '@media (max-width: 359px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Screens with no hover (touch phones and tablets): what shows on hover elsewhere is shown outright. */
  touch: '@media (hover: none)',
} as const;

/** Catalogue grid: 2 columns on mobile, 4 on medium, 5 on large screens. */
export const gridColumns = { base: 2, md: 4, lg: 5 } as const;

export const layout = {
  maxWidth: '1200px',
  headerHeight: '64px',
  /** The page container's side padding: on phones, and from tablets (mq.md) up. */
  gutter: { phone: space.md, tablet: space.lg },
} as const;
