import { CheckIcon, ShieldIcon, StarIcon } from '@estampa/shared/ui/icons';
import { SportCataloguePage } from '../../common/components/SportCataloguePage';
import { baseballModels } from './data';

const features = [
  {
    title: 'Estilo Clásico',
    description: 'Camisas con botones, ribetes y números al estilo de las grandes ligas.',
    icon: <StarIcon />,
  },
  {
    title: 'Durabilidad',
    description: 'Costuras reforzadas y colores sublimados que aguantan temporada tras temporada.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Calidad MLB',
    description: 'Telas y acabados de calidad profesional, como los que usan en la MLB.',
    icon: <CheckIcon />,
  },
];

/** /uniformes/beisbol: 20 models with lightbox and the classic-style features. */
export default function BeisbolPage() {
  return (
    <SportCataloguePage
      sport="beisbol"
      sportLabel="béisbol"
      title="UNIFORMES DE BÉISBOL"
      eyebrow="Tradición de grandes ligas"
      lead="Uniformes de béisbol para ligas, academias y equipos de todas las edades, con el nombre y número de cada jugador."
      featuresTitle="Calidad de liga mayor"
      features={features}
      models={baseballModels}
      quoteMessage="Hola, quiero cotizar uniformes de béisbol."
    />
  );
}
