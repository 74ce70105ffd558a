import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SampleProductGrid } from '../../common/SampleProducts';
import { SUBLIMACION as S } from './data';

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: S.advantagesSection, content: <HighlightGrid highlights={S.advantages} min="300px" /> },
  { copy: S.productsSection, content: <SampleProductGrid products={S.products} /> },
  { copy: S.applicationsSection, content: <HighlightGrid highlights={S.applications} min="230px" /> },
  { copy: S.processSection, content: <ProcessSteps steps={S.steps} /> },
];

/** /impresiones/sublimacion */
export default function SublimacionPage() {
  return <PrintPage page={S} sections={sections} />;
}
