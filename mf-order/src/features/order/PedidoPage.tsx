import { Hero } from '@estampa/shared/ui/Hero';
import { useEffect, useState } from 'react';
import { ModelPending } from './components/ModelPending';
import { Instructions } from './components/Instructions';
import { OrderBuilder } from './components/OrderBuilder';
import { PAGE_TEXT } from './data';
import { readSelectedModel } from './modelParams';
import { loadOrder } from './persistence';
import type { OrderData, SelectedModel } from './types';

/**
 * The model the page is for, with its saved order: null on the server and in the first client
 * render (the query string is read in an effect), and when the query lacks the model — one
 * neutral frame for both.
 */
type ModelChoice = { model: SelectedModel; saved: OrderData | null } | null;

/** /uniformes/basquetbol/pedido: the basketball order builder (docs/product-rules.md#pages, "Basketball order builder"). */
export default function PedidoPage() {
  const [choice, setChoice] = useState<ModelChoice>(null);

  useEffect(() => {
    const model = readSelectedModel(window.location.search);
    // Two-pass rendering on purpose: the server and the hydrating render show the neutral frame
    // (the URL and storage are the browser's), then this one update shows the builder.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (model) setChoice({ model, saved: loadOrder(model.id) });
  }, []);

  return (
    <>
      <Hero id="pedido" eyebrow="Uniformes de basquetbol" title={PAGE_TEXT.title} lead={PAGE_TEXT.lead} />
      {choice ? <OrderBuilder model={choice.model} saved={choice.saved} /> : <ModelPending />}
      <Instructions />
    </>
  );
}
