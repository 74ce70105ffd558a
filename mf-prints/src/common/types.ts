import type { Step } from '@estampa/shared/ui/ProcessSteps';

/** Types of the print pages' catalogue data (each page's data.ts is the only place it is written). */

export type { Step };

/** Which shared icon decorates a highlight card (data stays plain: no JSX in data.ts). */
export type IconName = 'spark' | 'shield' | 'truck' | 'clock' | 'star' | 'check' | 'heart';

/** A benefit / advantage / feature / application card: title, text, optional bullet list. */
export type Highlight = {
  title: string;
  description: string;
  icon?: IconName;
  items?: readonly string[];
};

/** Our own inline SVG drawings used as product images. */
export type IllustrationKind = 'tshirt' | 'hoodie' | 'cap' | 'jacket' | 'jersey' | 'mug' | 'pillow';

/**
 * A product image: drawn inline from `kind` tinted with `color`, unless `url` points to a real
 * photo (same-site path) that replaces the drawing. `alt` is the Spanish description either way.
 */
export type ProductImage = { kind: IllustrationKind; color: string; alt: string; url?: string };

/** Sample product card (docs/product-rules.md#catalogue): name, description, 'Desde $N' price, image. */
export type SampleProduct = {
  id: string;
  name: string;
  description: string;
  /** Lowest price in dollars; shown as 'Desde $N'. */
  price: number;
  image: ProductImage;
};

/** A purchasable variant shown as a card (banner type, vinyl type, coroplast thickness). */
export type OptionItem = {
  id: string;
  name: string;
  /** Short figure shown as a badge and named in the quote message, e.g. '440 g/m²'. */
  badge?: string;
  description: string;
  /** A labelled line under the description, e.g. { label: 'Uso ideal', text: '...' }. */
  note?: { label: string; text: string };
  /** Heading of the bullet list, e.g. 'Usos recomendados'. */
  listLabel?: string;
  items?: readonly string[];
  /** How the quote message names the option when `name` alone reads oddly (e.g. 'coroplast de 3 mm'). */
  quoteName?: string;
};

/** One line of a technical specification list (`<dl>`). */
export type Spec = { label: string; value: string };

/** Heading of a page section; `id` is the section's anchor. */
export type SectionCopy = { id: string; title: string; subtitle?: string };

/** Copy of a page's hero (the page's only h1). */
export type HeroCopy = { id: string; eyebrow?: string; title: string; lead: string };

/**
 * A call-to-action button:
 * - quote: opens the WhatsApp chat with the page's quote message;
 * - contact: goes to the contact page;
 * - anchor: jumps to a section of this page (plain `#id` link, works without JavaScript).
 */
export type PageAction =
  | { kind: 'quote'; label: string }
  | { kind: 'contact'; label: string }
  | { kind: 'anchor'; label: string; target: string };

export type ClosingCopy = SectionCopy & { text: string; actions: readonly PageAction[] };

/**
 * What every print page has around its own sections: the service it quotes, its hero and its closing
 * call to action (each page's data type adds its sections to this).
 */
export type PrintPageCopy = {
  /** How the service is named inside the quote messages. */
  service: string;
  /** The service's slug: what its purchase intents (quote links) are counted for in field data. */
  slug: string;
  hero: HeroCopy;
  heroActions: readonly PageAction[];
  closing: ClosingCopy;
};
