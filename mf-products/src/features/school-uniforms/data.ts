/** The school uniforms (docs/product-rules.md#catalogue "School uniform"): the only place they are written. */
import { ALL_FILTER } from '@estampa/shared/text/filterCount';
import type { UniformLook } from '../../common/art/uniformShapes';
import { findById } from '../../common/catalogue';

export const SCHOOL_LEVELS = ['Preescolar', 'Primaria', 'Secundaria', 'Bachillerato'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];
/** A uniform for every level (sports, gala) is marked 'Todos'. */
export type SchoolType = SchoolLevel | 'Todos';

/** The level filter: Todos (the default) and the four levels. */
export const LEVEL_FILTERS = [ALL_FILTER, ...SCHOOL_LEVELS] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

/** Child sizes 2T to 16 for the lower levels. */
export const PRESCHOOL_SIZES = ['2T', '3T', '4T', '5T', '6', '8'] as const;
export const PRIMARY_SIZES = ['6', '8', '10', '12', '14', '16'] as const;
/** Older students: XS to XXL, or S to XXXL. */
export const TEEN_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
const CHILD_SIZES = ['2T', '3T', '4T', '5T', '6', '8', '10', '12', '14', '16'] as const;

export type SchoolUniform = {
  id: string;
  name: string;
  /** Unit price in pesos. */
  price: number;
  /** A real photo, when there is one; until then our illustration (tinted by colour) is shown. */
  image?: string;
  /** Included pieces; cards show the first two (and the first two features). */
  pieces: readonly string[];
  sizes: readonly string[];
  colors: readonly string[];
  description: string;
  features: readonly string[];
  schoolType: SchoolType;
  /** How our illustration draws it (what its pieces say). */
  art?: UniformLook;
};

/** Optional school name: up to 50 characters (docs/product-rules.md#validation). */
export const SCHOOL_NAME_MAX = 50;

export const SCHOOL_UNIFORMS: readonly SchoolUniform[] = [
  {
    id: 'school-1',
    name: 'Uniforme Preescolar',
    price: 1200,
    pieces: ['Polo con logo bordado', 'Pantalón corto o falda short', 'Medias escolares'],
    sizes: PRESCHOOL_SIZES,
    colors: ['Azul Cielo', 'Amarillo', 'Rojo', 'Verde', 'Blanco'],
    description: 'Cómodo y resistente para los más pequeños: aguanta el juego y el lavado diario.',
    features: [
      'Telas suaves para la piel de los niños',
      'Fácil de poner y quitar',
      'Colores que no se destiñen',
      'Bordado del logo incluido',
    ],
    schoolType: 'Preescolar',
    art: { bottom: 'shorts' },
  },
  {
    id: 'school-2',
    name: 'Uniforme Primaria',
    price: 1400,
    pieces: ['Camisa tipo polo con logo bordado', 'Pantalón largo o falda', 'Correa escolar'],
    sizes: PRIMARY_SIZES,
    colors: ['Blanco', 'Azul Cielo', 'Azul Marino', 'Beige', 'Amarillo'],
    description: 'El uniforme diario de primaria, pensado para durar todo el año escolar.',
    features: [
      'Tela antiarrugas',
      'Costuras reforzadas',
      'Ajuste cómodo para el día completo',
      'Bordado del logo incluido',
    ],
    schoolType: 'Primaria',
    art: { belt: true },
  },
  {
    id: 'school-3',
    name: 'Uniforme Secundaria',
    price: 1600,
    pieces: ['Camisa de vestir con logo bordado', 'Pantalón de gabardina o falda plisada', 'Correa escolar'],
    sizes: TEEN_SIZES,
    colors: ['Blanco', 'Azul Cielo', 'Azul Marino', 'Kaki'],
    description: 'Presencia formal y comodidad para estudiantes de secundaria.',
    features: ['Gabardina de alta duración', 'Corte juvenil', 'Fácil de planchar', 'Bordado del logo incluido'],
    schoolType: 'Secundaria',
    art: { top: 'shirt', bottom: 'skirt', belt: true },
  },
  {
    id: 'school-4',
    name: 'Uniforme Bachillerato',
    price: 1800,
    pieces: [
      'Camisa de vestir manga corta o larga',
      'Pantalón de gabardina o falda',
      'Suéter con escudo bordado',
      'Corbata escolar',
    ],
    sizes: ADULT_SIZES,
    colors: ['Blanco', 'Azul Marino', 'Gris', 'Vino'],
    description: 'El uniforme completo de los últimos años, con suéter y corbata del colegio.',
    features: ['Acabado ejecutivo', 'Gabardina que no se arruga', 'Tallas hasta XXXL', 'Bordado del logo incluido'],
    schoolType: 'Bachillerato',
    art: { top: 'sweater', tie: true },
  },
  {
    id: 'school-5',
    name: 'Uniforme Deportivo',
    price: 900,
    pieces: ['T-shirt dry-fit con logo', 'Pantalón deportivo o short', 'Medias deportivas'],
    sizes: [...CHILD_SIZES, ...TEEN_SIZES],
    colors: ['Azul Rey', 'Rojo', 'Verde', 'Gris', 'Azul Marino'],
    description: 'Para educación física y actividades deportivas de todos los niveles.',
    features: [
      'Tela dry-fit que seca rápido',
      'Elástico cómodo en la cintura',
      'Sublimación o vinil con el logo',
      'Tallas de niño y adulto',
    ],
    schoolType: 'Todos',
    art: { top: 'tshirt', bottom: 'sport' },
  },
  {
    id: 'school-6',
    name: 'Uniforme de Gala',
    price: 2200,
    pieces: [
      'Saco o blazer con escudo bordado',
      'Camisa blanca de vestir',
      'Pantalón o falda de vestir',
      'Corbata o lazo',
    ],
    sizes: [...CHILD_SIZES, ...ADULT_SIZES],
    colors: ['Azul Marino', 'Negro', 'Vino', 'Gris Oscuro'],
    description: 'Para actos, graduaciones y ceremonias: la mejor imagen de tu colegio.',
    features: [
      'Blazer forrado',
      'Escudo bordado en alta definición',
      'Confección a la medida del grupo',
      'Tallas de niño y adulto',
    ],
    schoolType: 'Todos',
    art: { top: 'blazer', tie: true },
  },
];

export function findUniform(id: string | null): SchoolUniform | undefined {
  return findById(SCHOOL_UNIFORMS, id);
}

/** The badge on a card: the level, or 'Todos los niveles'. */
export const levelBadge = (type: SchoolType) => (type === 'Todos' ? 'Todos los niveles' : type);

export const SCHOOL_ADVANTAGES = [
  { title: 'Calidad garantizada', description: 'Telas duraderas y costuras reforzadas para todo el año escolar.' },
  { title: 'Personalización', description: 'Bordado del logo y del nombre del colegio incluido.' },
  { title: 'Precios especiales', description: 'Precios por volumen para colegios y asociaciones de padres.' },
  {
    title: 'Entrega puntual',
    description: 'Planificamos la producción para que todo esté listo antes del inicio de clases.',
  },
] as const;
