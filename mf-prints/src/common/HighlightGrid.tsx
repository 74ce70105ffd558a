import type { ReactNode } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { CheckIcon, ClockIcon, HeartIcon, ShieldIcon, SparkIcon, StarIcon, TruckIcon } from '@estampa/shared/ui/icons';
import type { Highlight, IconName } from './types';

const icons: Record<IconName, () => ReactNode> = {
  spark: () => <SparkIcon size={28} />,
  shield: () => <ShieldIcon size={28} />,
  truck: () => <TruckIcon size={28} />,
  clock: () => <ClockIcon size={28} />,
  star: () => <StarIcon size={28} />,
  check: () => <CheckIcon size={28} />,
  heart: () => <HeartIcon size={28} />,
};

type Props = { highlights: readonly Highlight[]; tone?: 'light' | 'dark'; /** Narrowest card width. */ min?: string };

/** Benefit / advantage / application cards (h3 each) with their decorative icon. */
export function HighlightGrid({ highlights, tone, min = '240px' }: Props) {
  const features = highlights.map((h) => ({
    title: h.title,
    description: h.description,
    items: h.items,
    icon: h.icon ? icons[h.icon]() : undefined,
  }));
  return <FeatureGrid features={features} tone={tone} min={min} />;
}
