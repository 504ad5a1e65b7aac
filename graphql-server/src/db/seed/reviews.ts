/**
 * Sample reviews for development and the browser tests (never in production: a shop must not publish reviews
 * no customer wrote). Approved, so the reviews block shows its full state; one pending, for moderation.
 */
import type { EntityManager } from 'typeorm';
import { Product } from '../../catalog/product.entity';
import { Review, ReviewStatus } from '../../reviews/review.entity';

interface ReviewSeed {
  product: string;
  name: string;
  rating: number;
  comment: string;
  daysAgo: number;
  status?: ReviewStatus;
}

const reviewSeeds: ReviewSeed[] = [
  { product: 'translucent-grijs', name: 'Sofie Claes', rating: 5, daysAgo: 12, comment: 'Perfect op maat geleverd en de kleur is precies zoals op de foto. De montage was in tien minuten gebeurd.' },
  { product: 'translucent-grijs', name: 'Jan de Vries', rating: 4, daysAgo: 30, comment: 'Mooie stof die het licht zacht verspreidt. Levering duurde een paar dagen langer dan gedacht.' },
  { product: 'translucent-grijs', name: 'Els Peeters', rating: 5, daysAgo: 45, comment: 'Tweede bestelling bij dit atelier, opnieuw heel tevreden over de afwerking.' },
  { product: 'translucent-grijs', name: 'Pieter Janssens', rating: 4, daysAgo: 70, comment: 'Goede kwaliteit voor deze prijs. Het meetadvies aan de telefoon hielp echt.' },
  { product: 'translucent-grijs', name: 'Marleen Wouters', rating: 3, daysAgo: 95, comment: 'Het rolgordijn zelf is mooi, maar de ketting had ik liever in het grijs gehad.' },
  { product: 'translucent-beige', name: 'Koen Maes', rating: 5, daysAgo: 20, comment: 'Warme kleur, past perfect bij onze houten vloer.' },
  { product: 'translucent-beige', name: 'Anouk Bakker', rating: 4, daysAgo: 3, status: ReviewStatus.PENDING, comment: 'Netjes verpakt en snel geleverd.' },
  { product: 'lichtdoorlatend-wit', name: 'Lotte Jacobs', rating: 5, daysAgo: 8, comment: 'Precies het zachte licht dat we zochten voor de woonkamer.' },
  { product: 'verduisterend-wit', name: 'Tom Willems', rating: 5, daysAgo: 16, comment: 'Eindelijk een echt donkere slaapkamer. Aanrader voor wie in ploegen werkt.' },
];

export async function seedReviews(em: EntityManager): Promise<void> {
  const products = await em.find(Product, { select: { id: true, slug: true } });
  const idOf = new Map(products.map((p) => [p.slug, p.id]));
  const now = Date.now();
  const rows = reviewSeeds.flatMap((seed) => {
    const productId = idOf.get(seed.product);
    if (productId == null) return [];
    return [
      em.create(Review, {
        productId,
        customerName: seed.name,
        rating: seed.rating,
        comment: seed.comment,
        status: seed.status ?? ReviewStatus.APPROVED,
        moderatedAt: seed.status === ReviewStatus.PENDING ? null : new Date(now - (seed.daysAgo - 1) * 86_400_000),
        createdAt: new Date(now - seed.daysAgo * 86_400_000),
      }),
    ];
  });
  await em.save(Review, rows);
}
