import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One stored file of an uploaded image: a format in one width (its key names the file in the media storage). */
export interface ImageVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  /** Content-hashed file name, e.g. "3f2a…-640.webp"; served at /media/{key}. */
  key: string;
  bytes: number;
}

/**
 * A picture of a product, in the product's order (position 0 is the main image). An uploaded one is stored as
 * WebP and AVIF variants (no original, so no EXIF is kept anywhere); a picture the shop came with is an SVG
 * drawing from the web's public folder (`url`) without variants.
 */
@Entity('product_image')
export class ProductImageRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  /** 0 is the main image; the rest follow in the order shown. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'text' })
  alt: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** An SVG drawing the shop came with (served by the web); null for an upload. */
  @Column({ type: 'text', nullable: true })
  url: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: ImageVariant[];

  @Column({ type: 'text', name: 'created_by' })
  createdBy: string;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'text', name: 'updated_by', nullable: true })
  updatedBy: string | null;

  @Column({ type: 'timestamptz', name: 'updated_at', nullable: true })
  updatedAt: Date | null;
}

@ObjectType({ description: 'The same picture in one format, in every width it is stored in.' })
export class ImageSource {
  @Field(() => String, { description: 'MIME type for <source type>, e.g. "image/avif" or "image/webp".' })
  type: string;

  @Field(() => String, { description: 'For <source srcset>: each URL with its width, e.g. "/media/ab…-320.webp 320w, /media/cd…-640.webp 640w".' })
  srcSet: string;
}

@ObjectType({
  description:
    'A picture of a product: alt text, intrinsic size, and (for an uploaded photo) its AVIF and WebP sources in several widths. The page that draws it knows how wide it is drawn, so it writes `sizes` itself.',
})
export class ProductImage {
  @Field(() => ID, { description: 'Image id (for the staff mutations).' })
  id: string;

  @Field(() => String, { description: 'One URL for an <img src>: the WebP at most 960 px wide, or the SVG drawing.' })
  url: string;

  @Field(() => String, { description: 'Alt text (Dutch), written by staff.' })
  alt: string;

  @Field(() => Int, { description: 'Intrinsic width in pixels (orientation applied), for <img width>.' })
  width: number;

  @Field(() => Int, { description: 'Intrinsic height in pixels, for <img height>.' })
  height: number;

  @Field(() => Boolean, { description: 'The main image: the first one the product page and the cards show.' })
  isMain: boolean;

  @Field(() => [ImageSource], { description: 'AVIF first, then WebP; empty for an SVG drawing (one size fits all).' })
  sources: ImageSource[];
}
