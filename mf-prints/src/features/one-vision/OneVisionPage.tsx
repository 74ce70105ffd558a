import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SpecList } from '../../common/SpecList';
import { ONE_VISION as O } from './data';

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: O.featuresSection, content: <HighlightGrid highlights={O.features} /> },
  { copy: O.applicationsSection, content: <OptionGrid options={O.applications} min="280px" /> },
  { copy: O.advantagesSection, content: <HighlightGrid highlights={O.advantages} /> },
  { copy: O.specsSection, content: <SpecList specs={O.specs} /> },
];

/** /impresiones/one-vision */
export default function OneVisionPage() {
  return <PrintPage page={O} sections={sections} />;
}
