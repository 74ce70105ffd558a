import { isAbsoluteHttpUrl, jsonLdBlocks, richResultProblems } from './richResults';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Taza',
  description: 'Blanca',
  image: ['https://x.example/a.png'],
  offers: { '@type': 'Offer', price: 180, priceCurrency: 'DOP', availability: 'https://schema.org/InStock' },
};

describe('richResultProblems', () => {
  it('accepts a complete Product', () => {
    expect(richResultProblems(product)).toEqual([]);
  });
  it.each([
    ['no name', { ...product, name: '' }, /name/],
    ['a relative image', { ...product, image: ['/a.png'] }, /image/],
    ['a zero price', { ...product, offers: { ...product.offers, price: 0 } }, /price/],
    ['a price that is not a number', { ...product, offers: { ...product.offers, price: 'mil' } }, /price/],
    [
      'a currency that is not ISO 4217',
      { ...product, offers: { ...product.offers, priceCurrency: 'RD$' } },
      /priceCurrency/,
    ],
    ['an unknown availability', { ...product, offers: { ...product.offers, availability: 'Hay' } }, /availability/],
    ['no offer', { ...product, offers: undefined }, /offers/],
    ['a null anywhere', { ...product, brand: null }, /brand: empty/],
    ['another @context', { ...product, '@context': 'http://schema.org' }, /@context/],
  ])('rejects a Product with %s', (_what, doc, problem) => {
    expect(richResultProblems(doc).join('\n')).toMatch(problem);
  });
  it('checks breadcrumb positions, names and URLs', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x.example/' },
        { '@type': 'ListItem', position: 3, name: 'Tazas', item: '/productos/tazas' },
      ],
    };
    const problems = richResultProblems(list).join('\n');
    expect(problems).toMatch(/\[1\]\.position/);
    expect(problems).toMatch(/\[1\]\.item/);
    expect(richResultProblems({ ...list, itemListElement: [] }).join('\n')).toMatch(/itemListElement/);
  });
  it('needs a provider for a Service and an address for a LocalBusiness', () => {
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'DTF',
        description: 'd',
        image: 'https://x.example/a.png',
      }).join(),
    ).toMatch(/provider/);
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'E',
        telephone: '1',
        url: 'https://x.example/',
      }).join(),
    ).toMatch(/address/);
  });
  it('rejects a type it does not know', () => {
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toHaveLength(1);
  });
});

it('isAbsoluteHttpUrl', () => {
  expect(isAbsoluteHttpUrl('https://x.example/a b')).toBe(false);
  expect(isAbsoluteHttpUrl('https://x.example/a')).toBe(true);
  expect(isAbsoluteHttpUrl('javascript:alert(1)')).toBe(false);
});

it('jsonLdBlocks reads every JSON-LD block of an HTML text', () => {
  expect(
    jsonLdBlocks(
      '<p></p><script type="application/ld+json">{"a":1}</script><script type="application/ld+json">[2]</script>',
    ),
  ).toEqual([{ a: 1 }, [2]]);
});
