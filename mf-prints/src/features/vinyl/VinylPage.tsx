import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { VINYL as V } from './data';

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: V.benefitsSection, content: <HighlightGrid highlights={V.benefits} /> },
  { copy: V.typesSection, content: <OptionGrid options={V.types} service={V.service} slug={V.slug} /> },
  { copy: V.applicationsSection, content: <HighlightGrid highlights={V.applications} /> },
  { copy: V.processSection, content: <ProcessSteps steps={V.steps} /> },
];

/** /impresiones/vinyl */
export default function VinylPage() {
  return <PrintPage page={V} sections={sections} />;
}
