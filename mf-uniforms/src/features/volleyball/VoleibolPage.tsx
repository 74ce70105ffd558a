import { SparkIcon, StarIcon, ShieldIcon } from '@estampa/shared/ui/icons';
import { SportCataloguePage } from '../../common/components/SportCataloguePage';
import { volleyballModels } from './data';

const features = [
  {
    title: 'Flexibilidad',
    description: 'Tela elástica que se mueve contigo en cada salto, bloqueo y recepción.',
    icon: <SparkIcon />,
  },
  {
    title: 'Colores Vibrantes',
    description: 'Sublimación de alta definición: colores intensos que no se despintan.',
    icon: <StarIcon />,
  },
  {
    title: 'Ventilación',
    description: 'Paneles de malla transpirable para mantenerte fresco todo el partido.',
    icon: <ShieldIcon />,
  },
];

/** /uniformes/voleibol: 20 models with lightbox, dark theme. */
export default function VoleibolPage() {
  return (
    <SportCataloguePage
      dark
      sport="voleibol"
      sportLabel="voleibol"
      title="UNIFORMES DE VOLEIBOL"
      eyebrow="Salta más alto"
      lead="Uniformes de voleibol para equipos de sala y de playa, sublimados con el nombre y número de cada jugador."
      featuresTitle="Diseñados para la cancha"
      features={features}
      models={volleyballModels}
      quoteMessage="Hola, quiero cotizar uniformes de voleibol."
    />
  );
}
