import { SIZES, type Player, type Size } from './types';

/** How many players wear each size, in size order, sizes nobody wears left out. */
export function sizeTally(players: readonly Pick<Player, 'size'>[]): Array<[Size, number]> {
  return SIZES.map((size): [Size, number] => [size, players.filter((p) => p.size === size).length]).filter(
    ([, n]) => n > 0,
  );
}

/** 'M: 5, L: 3' */
export function sizeTallyText(players: readonly Pick<Player, 'size'>[]): string {
  return sizeTally(players)
    .map(([size, n]) => `${size}: ${n}`)
    .join(', ');
}
