import { Hero } from '@estampa/shared/ui/Hero';
import { useLayoutEffect, useState } from 'react';
import { Instructions } from './components/Instructions';
import { OrderBuilder, type ModelChoice } from './components/OrderBuilder';
import { PAGE_TEXT } from './data';
import { readSelectedModel } from './modelParams';
import { loadDraft, loadOrder } from './persistence';

/** /uniformes/basquetbol/pedido: the basketball order builder (docs/product-rules.md#pages, "Basketball order builder"). */
export default function PedidoPage() {
  // undefined while the URL is not read (the server's render and the hydrating one: the same
  // builder without a model for every URL); null when the URL lacks the model.
  const [choice, setChoice] = useState<ModelChoice | null | undefined>(undefined);

  // A layout effect on purpose: its update is on screen before the island's commit ends, and so
  // before the shell replays what the visitor typed and tapped while the page loaded. Those land
  // on the builder with its model, kept order and kept draft, not under them.
  useLayoutEffect(() => {
    const model = readSelectedModel(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL and storage are the browser's: read after hydration
    setChoice(model ? { model, saved: loadOrder(model.id), draft: loadDraft(model.id) } : null);
  }, []);

  return (
    <>
      <Hero id="pedido" eyebrow="Uniformes de basquetbol" title={PAGE_TEXT.title} lead={PAGE_TEXT.lead} />
      <OrderBuilder choice={choice} />
      <Instructions />
    </>
  );
}
