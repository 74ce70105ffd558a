import { nameWithArticle, type ProductArt } from './art/Art';
import { ProductImage } from './ProductImage';
import { artBox } from './styles';

type Props<P> = {
  product: P;
  art: ProductArt<P>;
  /** The colour the illustration shows. */
  colorName: string;
  lazy?: boolean;
};

/** A catalogue card's picture: the product's photo when the catalogue has one, else our illustration in a colour. */
export function CardPicture<P extends { name: string; image?: string }>({ product, art, colorName, lazy }: Props<P>) {
  const named = nameWithArticle(art, product);
  return (
    <div css={artBox}>
      <ProductImage
        image={product.image}
        alt={`Foto ${named}`}
        lazy={lazy}
        art={art.draw(product, colorName, `Ilustración ${named} en color ${colorName}`)}
      />
    </div>
  );
}
