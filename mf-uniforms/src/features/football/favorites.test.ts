import { parseFavorites, serializeFavorites, toggleFavorite } from './favorites';

const ids = ['1', '2', '3', '20'];

describe('favourites', () => {
  it('toggles an id on and off', () => {
    expect(toggleFavorite([], '2')).toEqual(['2']);
    expect(toggleFavorite(['2', '3'], '2')).toEqual(['3']);
    expect(toggleFavorite(toggleFavorite(['1'], '20'), '20')).toEqual(['1']);
  });

  it('round-trips through storage text', () => {
    expect(parseFavorites(serializeFavorites(['20', '1']), ids)).toEqual(['1', '20']);
  });

  it.each([null, '', 'no-json', '{"1":true}', '42', 'null'])('ignores unusable stored value %p', (raw) => {
    expect(parseFavorites(raw, ids)).toEqual([]);
  });

  it('keeps only known ids of the right type, once', () => {
    expect(parseFavorites('["1", 2, "99", "3", "3", null]', ids)).toEqual(['1', '3']);
  });
});
