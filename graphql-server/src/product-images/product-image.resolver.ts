import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../http/context';
import { staffName } from '../staff/access';
import { ProductImage } from './product-image.entity';
import { ProductImageAltInput, ProductImageMoveInput, ProductImagesPayload } from './product-image.types';

type Load = (productId: number) => Promise<ProductImage[]>;
const loaders = new WeakMap<object, Load>();

/**
 * The pictures of every product a request asks for, in one query: ids asked for in one turn of the event loop
 * (the cards of a listing) are fetched together.
 */
function picturesOf(ctx: RequestContext): Load {
  let load = loaders.get(ctx.req);
  if (load) return load;
  let pending: Map<number, ((images: ProductImage[]) => void)[]> | null = null;
  load = (productId) =>
    new Promise<ProductImage[]>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<number, ((images: ProductImage[]) => void)[]>();
        pending = batch;
        setImmediate(() => {
          pending = null;
          ctx.services.productImages.forProducts([...batch.keys()]).then((found) => {
            for (const [id, waiting] of batch) for (const done of waiting) done(found.get(id) ?? []);
          }, reject);
        });
      }
      pending.set(productId, [...(pending.get(productId) ?? []), resolve]);
    });
  loaders.set(ctx.req, load);
  return load;
}

@Resolver(() => Product)
export class ProductImageResolver {
  @FieldResolver(() => [ProductImage], {
    description: 'Its pictures, main image first, each with alt text, width, height and its AVIF and WebP sources (srcset).',
  })
  media(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<ProductImage[]> {
    return picturesOf(ctx)(product.id);
  }

  @Mutation(() => ProductImagesPayload, { description: 'Changes a picture\'s alt text (required, at most 250 characters). Staff (beheer) only.' })
  productImageAltUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => ProductImageAltInput, { description: 'The picture and its alt text.' }) input: ProductImageAltInput): Promise<ProductImagesPayload> {
    return ctx.services.productImages.setAlt(input.id, input.alt, staffName(ctx.res));
  }

  @Mutation(() => ProductImagesPayload, { description: 'Moves a picture within its product\'s order (position 0 is the main image). Staff (beheer) only.' })
  productImageMove(@Ctx() ctx: RequestContext, @Arg('input', () => ProductImageMoveInput, { description: 'The picture and its new position.' }) input: ProductImageMoveInput): Promise<ProductImagesPayload> {
    return ctx.services.productImages.move(input.id, input.position, staffName(ctx.res));
  }

  @Mutation(() => ProductImagesPayload, { description: 'Makes a picture the main image (first on the product page and the cards). Staff (beheer) only.' })
  productImageMakeMain(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Image id.' }) id: string): Promise<ProductImagesPayload> {
    return ctx.services.productImages.move(id, 0, staffName(ctx.res), ['position']);
  }

  @Mutation(() => ProductImagesPayload, { description: 'Deletes a picture; the next one becomes the main image when it was. Staff (beheer) only.' })
  productImageDelete(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Image id.' }) id: string): Promise<ProductImagesPayload> {
    return ctx.services.productImages.remove(id, staffName(ctx.res));
  }
}
