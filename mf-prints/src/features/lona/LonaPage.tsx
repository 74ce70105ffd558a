import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PrintPage, type PrintSection } from '../../common/PrintPage';
import { SpecList } from '../../common/SpecList';
import type { OptionItem } from '../../common/types';
import { LONA as L, type BannerType } from './data';

const toOption = (b: BannerType): OptionItem => ({
  id: b.id,
  name: b.name,
  badge: `${b.weight} g/m²`,
  description: b.description,
  note: { label: 'Uso ideal', text: b.use },
});

/** The page's own sections, in order (PrintPage alternates their tones). */
const sections: readonly PrintSection[] = [
  { copy: L.featuresSection, content: <HighlightGrid highlights={L.features} /> },
  { copy: L.typesSection, content: <OptionGrid options={L.types.map(toOption)} service={L.service} slug={L.slug} /> },
  { copy: L.applicationsSection, content: <HighlightGrid highlights={L.applications} min="280px" /> },
  { copy: L.specsSection, content: <SpecList specs={L.specs} /> },
];

/** /impresiones/lona */
export default function LonaPage() {
  return <PrintPage page={L} sections={sections} />;
}
