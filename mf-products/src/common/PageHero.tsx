import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { Hero } from '@estampa/shared/ui/Hero';

/** What a product page's hero says. */
export type HeroCopy = {
  eyebrow: string;
  title: string;
  lead: string;
  /** The link down to the products: 'Ver termos'. */
  browse: string;
  /** The quote link's chat message. */
  chatMessage: string;
};

type Props = {
  /** The page's slug: the hero is #<slug>-inicio, and its quote link is counted for the page (field data). */
  slug: string;
  copy: HeroCopy;
  /** The id of the section holding the products. */
  browseTo: string;
};

/** A product page's hero: its only h1, a link down to the products and a quote link. */
export function PageHero({ slug, copy, browseTo }: Props) {
  return (
    <Hero id={`${slug}-inicio`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <LinkButton variant="light" href={`#${browseTo}`}>
        {copy.browse}
      </LinkButton>
      {/* Not 'Cotizar por WhatsApp': that is the configurator panel's quote button, on the same pages. */}
      <ChatLink message={copy.chatMessage} {...intentItem(slug)}>
        Consultar por WhatsApp
      </ChatLink>
    </Hero>
  );
}
