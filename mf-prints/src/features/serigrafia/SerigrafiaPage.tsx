import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SERIGRAFIA as S } from './data';

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: S.advantagesSection, content: <HighlightGrid highlights={S.advantages} /> },
  { copy: S.applicationsSection, content: <HighlightGrid highlights={S.applications} min="280px" /> },
  { copy: S.processSection, content: <ProcessSteps steps={S.steps} /> },
];

/** /impresiones/serigrafia */
export default function SerigrafiaPage() {
  return <PrintPage page={S} sections={sections} />;
}
