import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SampleProductGrid } from '../../common/SampleProducts';
import { DTF } from './data';

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: DTF.benefitsSection, content: <HighlightGrid highlights={DTF.benefits} min="300px" /> },
  { copy: DTF.productsSection, content: <SampleProductGrid products={DTF.products} /> },
  { copy: DTF.processSection, content: <ProcessSteps steps={DTF.steps} /> },
];

/** /impresiones/dtf */
export default function DtfPage() {
  return <PrintPage page={DTF} sections={sections} />;
}
