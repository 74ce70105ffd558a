import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SpecList } from '../../common/SpecList';
import type { OptionItem } from '../../common/types';
import { FluteIllustration } from './components/FluteIllustration';
import { COROPLAST as C, type Thickness } from './data';

const toOption = (t: Thickness): OptionItem => ({
  id: `${t.mm}mm`,
  name: `${t.mm} mm`,
  description: t.description,
  listLabel: 'Usos recomendados',
  items: t.uses,
  quoteName: `plancha de ${t.mm} mm`,
});

const thicknesses = (
  <OptionGrid
    options={C.thicknesses.map(toOption)}
    service={C.service}
    slug={C.slug}
    visual={(_, i) => <FluteIllustration mm={C.thicknesses[i].mm} />}
  />
);

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: C.advantagesSection, content: <HighlightGrid highlights={C.advantages} /> },
  { copy: C.thicknessesSection, content: thicknesses },
  { copy: C.applicationsSection, content: <HighlightGrid highlights={C.applications} /> },
  { copy: C.specsSection, content: <SpecList specs={C.specs} /> },
  { copy: C.processSection, content: <ProcessSteps steps={C.steps} /> },
];

/** /impresiones/coroplast */
export default function CoroplastPage() {
  return <PrintPage page={C} sections={sections} />;
}
