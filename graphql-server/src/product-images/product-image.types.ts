import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { ProductImage } from './product-image.entity';

export const ProductImageErrorCode = graphqlEnum('ProductImageErrorCode', 'Why a change of a product\'s pictures was refused.', {
  PRODUCT_NOT_FOUND: 'No product has this id.',
  IMAGE_NOT_FOUND: 'No picture has this id (it may have been deleted).',
  ALT_REQUIRED: 'Every picture needs an alt text that says what it shows.',
  ALT_TOO_LONG: 'An alt text is at most 250 characters.',
  UNSUPPORTED_TYPE: 'The file is no JPEG, PNG or WebP picture (judged by its bytes, not its name), or it cannot be read.',
  TOO_MANY_PIXELS: 'The picture has more than 40 megapixels.',
  TOO_LARGE: 'The file is larger than 10 MB.',
  TOO_MANY_IMAGES: 'A product has at most 12 pictures.',
  INVALID_POSITION: 'A position is from 0 (the main image) to the number of pictures minus one.',
});
export type ProductImageErrorCode = ValueOf<typeof ProductImageErrorCode>;

export const ProductImageUserError = UserErrorType('ProductImageUserError', ProductImageErrorCode, 'A refused change of a product\'s pictures, with a Dutch message.');
export type ProductImageUserError = UserError<ProductImageErrorCode>;

@InputType({ description: 'A picture\'s new alt text.' })
export class ProductImageAltInput {
  @Field(() => ID, { description: 'Image id.' }) id: string;
  @Field(() => String, { description: 'What the picture shows, in Dutch, at most 250 characters; required.' }) alt: string;
}

@InputType({ description: 'Where a picture goes in its product\'s order.' })
export class ProductImageMoveInput {
  @Field(() => ID, { description: 'Image id.' }) id: string;
  @Field(() => Int, { description: 'Its new position: 0 is the main image; the others shift to make room.' }) position: number;
}

@ObjectType({ description: 'A product\'s pictures after a change, or why it was refused (then nothing changed).' })
export class ProductImagesPayload {
  @Field(() => [ProductImage], { description: 'The product\'s pictures as they are now, main image first; empty when the product is unknown.' })
  images: ProductImage[];

  @Field(() => [ProductImageUserError], { description: 'Empty when the change was made.' })
  userErrors: ProductImageUserError[];
}
